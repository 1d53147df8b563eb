import { useState, type KeyboardEvent } from 'react';
import { cleanPriceInput, FILTER_COLORS, MEDIUM_OPTIONS, SIZE_NAMES } from '../../../schema/inventory-filters';
import { useLive } from '../../islands/use-live';
import { FilterText } from '../../texts';
import { FilterDropdown } from './FilterDropdown';
import { hasActiveFilters, sortKeys, type InventoryFilters } from './filters';

export interface FilterBarProps {
  /** Unique on the page (the block id): the fields' ids start with it. */
  idBase: string;
  filters: InventoryFilters;
  /** The block's own status, shown while the visitor has not chosen one. */
  baseStatus: 0 | 5;
  /** The states the site's artists are in; without any, there is no artist state filter. */
  artistStates: readonly string[];
  isArtistSite: boolean;
  onChange: (next: InventoryFilters) => void;
  /** Enter in a text field: apply now rather than after the pause. */
  onCommit: () => void;
  onClear: () => void;
}

type DropdownName = 'color' | 'medium' | 'price' | 'size' | 'status' | 'artistState' | 'sort';

const toggle = <T,>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/**
 * The visitor filter bar of an inventory list (spec §9): a search box and the colour, medium, price,
 * size, status, artist state and sort dropdowns, one open at a time. It only reports changes; the
 * island applies them.
 */
export function FilterBar({ idBase, filters, baseStatus, artistStates, isArtistSite, onChange, onCommit, onClear }: FilterBarProps) {
  const [open, setOpen] = useState<DropdownName | null>(null);
  // Drawn on the server, the fields wait disabled until the island runs (a click before then is lost).
  const live = useLive();
  const set = (patch: Partial<InventoryFilters>) => onChange({ ...filters, ...patch });
  const dropdown = (name: DropdownName) => ({
    id: `${idBase}-${name}`,
    disabled: !live,
    open: open === name,
    onOpenChange: (next: boolean) => setOpen(next ? name : (current) => (current === name ? null : current)),
  });
  const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onCommit();
  };
  const status = filters.status ?? baseStatus;
  const sort = filters.sort ?? 'default';
  const priceSummary = [filters.minPrice, filters.maxPrice].some(Boolean) ? `${filters.minPrice || '0'}–${filters.maxPrice || '…'}` : '';

  return (
    <form className="filter-bar" onSubmit={(event) => event.preventDefault()}>
      <div role="group" aria-label={FilterText.bar} className="filter-bar__fields">
        <label className="visually-hidden" htmlFor={`${idBase}-q`}>
          {FilterText.search}
        </label>
        <input
          id={`${idBase}-q`}
          disabled={!live}
          className="filter-bar__search"
          type="search"
          maxLength={200}
          placeholder={FilterText.search}
          value={filters.q}
          onChange={(event) => set({ q: event.target.value })}
          onKeyDown={commitOnEnter}
        />

        <FilterDropdown {...dropdown('color')} label={FilterText.color} summary={filters.color ? FilterText.colors[filters.color] : ''}>
          <fieldset>
            <legend className="visually-hidden">{FilterText.color}</legend>
            <label className="filter-option">
              <input type="radio" name={`${idBase}-color`} checked={filters.color === null} onChange={() => set({ color: null })} />
              {FilterText.anyColor}
            </label>
            {FILTER_COLORS.map((color) => (
              <label key={color} className="filter-option">
                <input type="radio" name={`${idBase}-color`} value={color} checked={filters.color === color} onChange={() => set({ color })} />
                <span className={`filter-swatch filter-swatch--${color}`} aria-hidden="true" />
                {FilterText.colors[color]}
              </label>
            ))}
          </fieldset>
        </FilterDropdown>

        <FilterDropdown {...dropdown('medium')} label={FilterText.medium} summary={filters.medium.join(', ')}>
          <fieldset>
            <legend className="visually-hidden">{FilterText.medium}</legend>
            {MEDIUM_OPTIONS.map((medium) => (
              <label key={medium} className="filter-option">
                <input type="checkbox" value={medium} checked={filters.medium.includes(medium)} onChange={() => set({ medium: toggle(filters.medium, medium) })} />
                {medium}
              </label>
            ))}
          </fieldset>
        </FilterDropdown>

        <FilterDropdown {...dropdown('price')} label={FilterText.price} summary={priceSummary}>
          <fieldset className="filter-price">
            <legend className="visually-hidden">{FilterText.price}</legend>
            {(['minPrice', 'maxPrice'] as const).map((field) => (
              <label key={field} className="filter-price__field">
                {FilterText[field]}
                <input
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={16}
                  aria-describedby={`${idBase}-price-hint`}
                  value={filters[field]}
                  onChange={(event) => set({ [field]: cleanPriceInput(event.target.value) })}
                  onKeyDown={commitOnEnter}
                />
              </label>
            ))}
            <p id={`${idBase}-price-hint`} className="filter-price__hint">
              {FilterText.priceHint}
            </p>
          </fieldset>
        </FilterDropdown>

        <FilterDropdown {...dropdown('size')} label={FilterText.size} summary={filters.sizes.map((s) => FilterText.sizes[s].split(' ')[0]).join(', ')}>
          <fieldset>
            <legend className="visually-hidden">{FilterText.size}</legend>
            {SIZE_NAMES.map((size) => (
              <label key={size} className="filter-option">
                <input type="checkbox" value={size} checked={filters.sizes.includes(size)} onChange={() => set({ sizes: toggle(filters.sizes, size) })} />
                {FilterText.sizes[size]}
              </label>
            ))}
          </fieldset>
        </FilterDropdown>

        <FilterDropdown {...dropdown('status')} label={FilterText.status} summary={status === 5 ? FilterText.statusAvailable : FilterText.statusAll}>
          <fieldset>
            <legend className="visually-hidden">{FilterText.status}</legend>
            {([0, 5] as const).map((value) => (
              <label key={value} className="filter-option">
                <input type="radio" name={`${idBase}-status`} checked={status === value} onChange={() => set({ status: value })} />
                {value === 5 ? FilterText.statusAvailable : FilterText.statusAll}
              </label>
            ))}
          </fieldset>
        </FilterDropdown>

        {artistStates.length > 0 && (
          <FilterDropdown {...dropdown('artistState')} label={FilterText.artistState} summary={filters.artistState ?? ''}>
            <fieldset>
              <legend className="visually-hidden">{FilterText.artistState}</legend>
              <label className="filter-option">
                <input type="radio" name={`${idBase}-artist-state`} checked={filters.artistState === null} onChange={() => set({ artistState: null })} />
                {FilterText.anyArtistState}
              </label>
              {artistStates.map((state) => (
                <label key={state} className="filter-option">
                  <input type="radio" name={`${idBase}-artist-state`} value={state} checked={filters.artistState === state} onChange={() => set({ artistState: state })} />
                  {state}
                </label>
              ))}
            </fieldset>
          </FilterDropdown>
        )}

        <FilterDropdown {...dropdown('sort')} label={FilterText.sort} summary={FilterText.sorts[sort]}>
          <fieldset>
            <legend className="visually-hidden">{FilterText.sort}</legend>
            {sortKeys(isArtistSite).map((key) => (
              <label key={key} className="filter-option">
                <input type="radio" name={`${idBase}-sort`} checked={sort === key} onChange={() => set({ sort: key === 'default' ? null : key })} />
                {FilterText.sorts[key]}
              </label>
            ))}
          </fieldset>
        </FilterDropdown>

        {hasActiveFilters(filters) && (
          <button type="button" className="filter-bar__clear" onClick={onClear}>
            {FilterText.clear}
          </button>
        )}
      </div>
    </form>
  );
}
