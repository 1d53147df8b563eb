import { HISTORY_BACK_ATTRIBUTE } from '../site/inline-scripts';
import { useLinkParams } from '../site/context';
import { homeHref } from '../site/links';
import { NotFoundText, SiteText } from '../texts';

const [BEFORE_HERE, AFTER_HERE] = (() => {
  const at = NotFoundText.indexOf(' here ');
  return [NotFoundText.slice(0, at + 1), NotFoundText.slice(at + ' here'.length)];
})();

/** The spec's not-found view; 'here' goes back in history (a link home without JavaScript). */
export function NotFoundPage() {
  const linkParams = useLinkParams();
  return (
    <div className="not-found">
      <h1 className="page-title">{SiteText.notFoundTitle}</h1>
      <p>
        {BEFORE_HERE}
        <a href={homeHref(linkParams)} {...{ [HISTORY_BACK_ATTRIBUTE]: '' }}>
          here
        </a>
        {AFTER_HERE}
      </p>
    </div>
  );
}
