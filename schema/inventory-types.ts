import { InventorySubType, InventoryType } from './enums';

/**
 * The spec's inventory types with their names, and the subtypes each type has (§3 Inventory types), for
 * the builder's list source controls. Other (7) belongs to every type that has subtypes.
 */

export const INVENTORY_TYPE_LABELS: ReadonlyArray<{ value: InventoryType; label: string }> = [
  { value: InventoryType.Artwork, label: 'Artwork' },
  { value: InventoryType.Merchandise, label: 'Merchandise' },
  { value: InventoryType.Jewelry, label: 'Jewelry' },
  { value: InventoryType.Furniture, label: 'Furniture' },
  { value: InventoryType.Lighting, label: 'Lighting' },
  { value: InventoryType.Decor, label: 'Decor' },
];

type SubTypeOption = { value: InventorySubType; label: string };

const S = InventorySubType;

/** Each type's subtypes in the spec's order; a type not named here has none. */
export const SUBTYPES_BY_TYPE: Partial<Record<InventoryType, readonly SubTypeOption[]>> = {
  [InventoryType.Jewelry]: [
    { value: S.Ring, label: 'Ring' },
    { value: S.Necklace, label: 'Necklace' },
    { value: S.Bracelet, label: 'Bracelet' },
    { value: S.Watch, label: 'Watch' },
    { value: S.Earrings, label: 'Earrings' },
    { value: S.Cufflinks, label: 'Cufflinks' },
    { value: S.Brooches, label: 'Brooches' },
    { value: S.Other, label: 'Other' },
  ],
  [InventoryType.Furniture]: [
    { value: S.Chair, label: 'Chair' },
    { value: S.Sofa, label: 'Sofa' },
    { value: S.Bench, label: 'Bench' },
    { value: S.Storage, label: 'Storage' },
    { value: S.Table, label: 'Table' },
    { value: S.Other, label: 'Other' },
  ],
  [InventoryType.Lighting]: [
    { value: S.WallLightAndSconce, label: 'Wall Light and Sconce' },
    { value: S.TableLamp, label: 'Table Lamp' },
    { value: S.FloorLamp, label: 'Floor Lamp' },
    { value: S.ChandelierPendant, label: 'Chandelier/Pendant' },
    { value: S.Other, label: 'Other' },
  ],
  [InventoryType.Decor]: [
    { value: S.RugAndCarpet, label: 'Rug and Carpet' },
    { value: S.DecorativeObject, label: 'Decorative Object' },
    { value: S.Mirror, label: 'Mirror' },
    { value: S.Sculpture, label: 'Sculpture' },
    { value: S.Candle, label: 'Candle' },
    { value: S.Tableware, label: 'Tableware' },
    { value: S.Other, label: 'Other' },
  ],
};

/** The subtypes a list of this type may narrow to; none for any type, Artwork or Merchandise. */
export function subTypesOf(type: number | null | undefined): readonly SubTypeOption[] {
  if (type === null || type === undefined) return [];
  return SUBTYPES_BY_TYPE[type as InventoryType] ?? [];
}

/** Whether a subtype belongs to a type, so a list never keeps a subtype its type cannot have. */
export function isSubTypeOf(type: number | null | undefined, subType: number | null | undefined): boolean {
  return subType !== null && subType !== undefined && subTypesOf(type).some((s) => s.value === subType);
}
