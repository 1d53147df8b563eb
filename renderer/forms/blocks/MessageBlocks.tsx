import type { z } from 'zod';
import type { formMessageConfigSchema } from '../../../schema/block-configs/forms-schema';
import type { BlockProps } from '../../blocks/types';
import { FormsPanelText } from './texts';

type MessageProps = BlockProps<z.infer<typeof formMessageConfigSchema>>;

/**
 * A form's message as the builder shows it under the form: when it is said, then its words. Visitors
 * never meet the block itself: its form reads its words and says them in its own success or error state.
 */
function MessagePreview({ config, mode, when }: MessageProps & { when: string }) {
  if (mode !== 'builder') return null;
  return (
    <div className="form-message-preview">
      <p className="form-message-preview__when">{when}</p>
      <p className={`form-status text-align-${config.align}`}>{config.text.trim() || <span className="builder-hint">{FormsPanelText.ownWords}</span>}</p>
    </div>
  );
}

export function SuccessMessageBlock(props: MessageProps) {
  return <MessagePreview {...props} when={FormsPanelText.successWhen} />;
}

export function ErrorMessageBlock(props: MessageProps) {
  return <MessagePreview {...props} when={FormsPanelText.errorWhen} />;
}
