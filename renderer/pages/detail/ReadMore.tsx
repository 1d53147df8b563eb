import { DetailText } from '../../texts';
import { truncateHtml } from './truncate-html';

/**
 * Rich text collapsed to its first `limit` characters, with 'Read More' to open the whole of it and
 * 'Show Less' to fold it again (spec §4 Description blocks). A <details> element does the toggling, so
 * it works without JavaScript and by keyboard, and announces itself as expanded or collapsed; the
 * stylesheet hides the short version while the full one is open. Text within the limit shows as is.
 */
export function ReadMore({ html, limit, className = '' }: { html: string; limit: number; className?: string }) {
  const { html: short, truncated } = truncateHtml(html, limit);
  if (!truncated) return <div className={`rich-text ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={`read-more ${className}`.trim()}>
      <div className="rich-text read-more__short" dangerouslySetInnerHTML={{ __html: short }} />
      <details className="read-more__details">
        <summary className="read-more__toggle">
          <span className="read-more__more">{DetailText.readMore}</span>
          <span className="read-more__less">{DetailText.showLess}</span>
        </summary>
        <div className="rich-text read-more__full" dangerouslySetInnerHTML={{ __html: html }} />
      </details>
    </div>
  );
}
