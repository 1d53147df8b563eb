import type { FormEvent } from 'react';
import { SEARCH_QUERY_MAX } from '../../schema/api/search';
import { SearchText } from '../texts';
import { useLinkParams } from './context';
import { SEARCH_FORM_ATTRIBUTE } from './search-script';

/** Carried from the address to the search page, as the spec's site search does. */
const CARRIED = ['sub', 'layout', 'dataSub'] as const;
/** Something other than spaces; HTML patterns match the whole value. */
const NOT_BLANK = '.*\\S.*';

export interface SearchFormProps {
  /** The field's id, unique on the page. */
  id: string;
  /** The landmark's name: the header's bar and the search page's form are told apart by it. */
  label: string;
  placeholder: string;
  /** The words already searched for. */
  q?: string;
  /** More fields to send along, e.g. the search page's tab. */
  extra?: Record<string, string>;
  /** In the builder: drawn, but it neither takes words nor goes anywhere (and the search script leaves it alone). */
  inert?: boolean;
}

/**
 * A plain GET form to /search?q=…, so searching is a page navigation (spec §7) that works without
 * script; it submits only when the field holds more than spaces.
 */
export function SearchForm({ id, label, placeholder, q = '', extra = {}, inert = false }: SearchFormProps) {
  const linkParams = useLinkParams();
  const carried = CARRIED.filter((name) => linkParams[name]).map((name) => [name, linkParams[name]] as const);
  const live = inert ? { inert: true, onSubmit: (event: FormEvent) => event.preventDefault() } : { [SEARCH_FORM_ATTRIBUTE]: '' };
  return (
    <form className="search-form" role="search" aria-label={label} action="/search" method="get" {...live}>
      <label className="visually-hidden" htmlFor={id}>
        {SearchText.fieldLabel}
      </label>
      <input
        id={id}
        className="search-form__input"
        type="search"
        name="q"
        defaultValue={q}
        placeholder={placeholder}
        required
        pattern={NOT_BLANK}
        maxLength={SEARCH_QUERY_MAX}
        autoComplete="off"
        enterKeyHint="search"
      />
      {[...Object.entries(extra), ...carried].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button--primary search-form__button">
        {SearchText.button}
      </button>
    </form>
  );
}
