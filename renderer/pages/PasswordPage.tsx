import type { Block } from '../../schema/block';
import { BlockType } from '../../schema/block-types';
import { DEFAULT_TEMPLATES } from '../../schema/detail-templates';
import { findBlocks } from '../../schema/walk';
import { renderBlocks } from '../blocks/registry';
import { PASSWORD_PAGE_CLASS } from './page-classes';
import { PasswordContext } from './password-context';

export interface PasswordPageProps {
  pageId: string;
  title: string;
  /** The last password sent was wrong. */
  invalid: boolean;
  /** The password page template's blocks. */
  blocks: Block[];
}

/**
 * What a protected page shows until its password is given: its title, then the password page
 * template's blocks, whose Password Form asks for it. A template without the form gets it back at its
 * end, so no page is ever left that nobody can open. Nothing of the page's own content is here.
 */
export function PasswordPage({ pageId, title, invalid, blocks }: PasswordPageProps) {
  const withForm = findBlocks(blocks, BlockType.PasswordForm).length > 0 ? blocks : [...blocks, ...(DEFAULT_TEMPLATES.password as Block[])];
  return (
    <div className={PASSWORD_PAGE_CLASS}>
      <h1 className="page-title">{title}</h1>
      <PasswordContext.Provider value={{ pageId, invalid }}>{renderBlocks(withForm, 'visitor')}</PasswordContext.Provider>
    </div>
  );
}
