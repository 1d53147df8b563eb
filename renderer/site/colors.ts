import type { Colors } from '../../schema/document';
import { themeColors } from './themes';

/** The CSS variable of each colour slot. */
export const COLOR_VARIABLES: Record<keyof Colors, string> = {
  navBackground: '--nav-bg',
  navText: '--nav-text',
  accent: '--accent',
  bodyBackground: '--body-bg',
  bodyHeaderText: '--body-heading',
  bodyText: '--body-text',
  footerBackground: '--footer-bg',
  footerHeaderText: '--footer-heading',
  footerText: '--footer-text',
};

/** A well-formed hex colour: only these are written into inlined CSS. */
export const HEX = /^#[0-9a-fA-F]{3,8}$/;

export function colorDeclarations(colors: Colors): string {
  return (Object.keys(COLOR_VARIABLES) as Array<keyof Colors>)
    .filter((key) => typeof colors[key] === 'string' && HEX.test(colors[key] as string))
    .map((key) => `${COLOR_VARIABLES[key]}:${colors[key]};`)
    .join('');
}

/**
 * The site's nine colour slots as CSS variables: the owner's where set (only well-formed hex values,
 * since this is inlined CSS), the theme's defaults for the rest.
 */
export function siteColorCss(colors: Colors, theme: string): string {
  const owned = Object.fromEntries(Object.entries(colors).filter(([, value]) => typeof value === 'string' && HEX.test(value)));
  return `:root{${colorDeclarations({ ...themeColors(theme), ...owned })}}`;
}
