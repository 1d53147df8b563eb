import type { ComponentType } from 'react';
import { FormBlockType } from '../../../schema/block-configs/forms';
import type { BlockProps } from '../../blocks/types';
import { ArtistSignupBlock, ContactFormBlock, SignupButtonsBlock, SubscribeFormBlock } from './FormBlocks';
import { ErrorMessageBlock, SuccessMessageBlock } from './MessageBlocks';
import { SubscribePopupBlock } from './SubscribePopupBlock';

/** The form blocks' renderers by type value (renderer/blocks/registry.ts takes them in). */
// Each component narrows its own config type; the registry is looked up by a runtime type string.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const FORM_BLOCK_COMPONENTS: Record<string, ComponentType<BlockProps<any>>> = {
  [FormBlockType.ContactForm]: ContactFormBlock,
  [FormBlockType.SubscribeForm]: SubscribeFormBlock,
  [FormBlockType.SignupButtons]: SignupButtonsBlock,
  [FormBlockType.ArtistSignup]: ArtistSignupBlock,
  [FormBlockType.SubscribePopup]: SubscribePopupBlock,
  [FormBlockType.SuccessMessage]: SuccessMessageBlock,
  [FormBlockType.ErrorMessage]: ErrorMessageBlock,
};
