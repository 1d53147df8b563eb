/**
 * The inspector's forms, loaded apart from the builder's first script: every block's form is generated
 * from its catalogue entry (inspector/GeneratedForm.tsx).
 */
export { BlockForm } from './inspector/GeneratedForm';
export type { SetConfig } from './inspector/types';
