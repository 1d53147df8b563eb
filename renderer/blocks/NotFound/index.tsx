import type { BlockConfig } from '../../../schema/catalogue';
import { NotFoundText } from '../../../schema/messages';
import { useLinkParams } from '../../site/context';
import { HISTORY_BACK_ATTRIBUTE } from '../../site/inline-scripts';
import { homeHref } from '../../site/links';
import { SiteText } from '../../texts';
import type { BlockProps } from '../types';

const AT = NotFoundText.indexOf(' here ');
const BEFORE = NotFoundText.slice(0, AT + 1);
const AFTER = NotFoundText.slice(AT + ' here'.length);

/** The spec's not-found message as a block; 'here' goes back in history (a link home without JavaScript). */
export function NotFoundBlock({ config }: BlockProps<BlockConfig<'not-found'>>) {
  const linkParams = useLinkParams();
  return (
    <div className={`block-not-found text-align-${config.align}`}>
      {config.showTitle && <h2>{SiteText.notFoundTitle}</h2>}
      <p>
        {BEFORE}
        <a href={homeHref(linkParams)} {...{ [HISTORY_BACK_ATTRIBUTE]: '' }}>
          here
        </a>
        {AFTER}
      </p>
    </div>
  );
}

export default NotFoundBlock;
