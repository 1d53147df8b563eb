import { useState } from 'react';
import { imageUrl, type InboxArtwork, type Inquiry, type Offer } from '../../../schema';
import { ReplyForm } from './ReplyForm';
import { formatWhen, visitSourceText } from './inbox-text';

/** The work a message is about: its picture, title, artist and SKU, linked to its art page on the site. */
function Artwork({ artwork, subdomain }: { artwork: InboxArtwork; subdomain: string }) {
  return (
    <p className="inbox-artwork">
      {artwork.image && <img className="ed-admin-thumb" src={imageUrl(artwork.image, { width: 96 })} alt="" width={48} height={48} />}
      <span>
        <a href={`/art/${artwork.inventoryId}?sub=${encodeURIComponent(subdomain)}`} target="_blank" rel="noreferrer">
          {artwork.title}
        </a>
        {artwork.artistName && <> · {artwork.artistName}</>}
        {artwork.sku && <> · SKU {artwork.sku}</>}
      </span>
    </p>
  );
}

type Message = ({ box: 'inquiries' } & Inquiry) | ({ box: 'offers' } & Offer);

/**
 * One inquiry or offer: who sent it and when, where they came from (a referring site, a campaign's
 * utm parameters), the work, what they wrote or offered, read or unread, and the owner's reply by mail. Visitor text is shown as text (React escapes it), never as markup.
 */
export function MessageCard({ message, subdomain, onMark, onReplied }: {
  message: Message;
  subdomain: string;
  onMark: (isRead: boolean) => void;
  onReplied: (repliedAt: string) => void;
}) {
  const [replying, setReplying] = useState(false);
  const headingId = `inbox-${message.box}-${message.id}`;
  const who = message.name || message.email;
  const source = visitSourceText(message.referrer, message.utm);
  return (
    <article className={message.isRead ? 'inbox-message' : 'inbox-message inbox-message--unread'} aria-labelledby={headingId}>
      <header className="inbox-message__head">
        <h2 id={headingId} className="inbox-message__title">
          {!message.isRead && <span className="inbox-badge">Unread</span>} {who}
          {message.artwork && <span className="inbox-message__about"> about {message.artwork.title}</span>}
        </h2>
        <p className="ed-admin-hint">
          {formatWhen(message.createdAt)} · <a href={`mailto:${message.email}`}>{message.email}</a>
          {message.phone && <> · {message.phone}</>}
        </p>
      </header>
      {source && <p className="ed-admin-hint inbox-message__source">{source}</p>}
      {message.artwork && <Artwork artwork={message.artwork} subdomain={subdomain} />}
      {message.box === 'inquiries' ? (
        <>
          {message.subject && <p className="inbox-message__subject">{message.subject}</p>}
          <p className="inbox-message__text">{message.message}</p>
          {message.price && <p className="ed-admin-hint">Price shown: {message.price}</p>}
          {message.address && (
            <p className="ed-admin-hint">
              {[message.address.addressLineOne, message.address.addressLineTwo, message.address.city, message.address.state, message.address.zip, message.address.country].filter(Boolean).join(', ')}
            </p>
          )}
        </>
      ) : (
        <p className="inbox-message__offer">
          Offers <strong>{message.amount.display}</strong> for {message.edition.label}, listed at {message.listPrice.display} ({message.percentOff}% off)
        </p>
      )}
      {message.repliedAt && <p className="ed-admin-hint">Replied {formatWhen(message.repliedAt)}</p>}
      <div className="ed-admin-actions">
        <button type="button" className="ed-admin-button" onClick={() => onMark(!message.isRead)} aria-label={`${message.isRead ? 'Mark as unread' : 'Mark as read'}: ${who}`}>
          {message.isRead ? 'Mark as unread' : 'Mark as read'}
        </button>
        {!replying && (
          <button type="button" className="ed-admin-button" onClick={() => setReplying(true)} aria-label={`Reply to ${who}`}>
            Reply
          </button>
        )}
      </div>
      {replying && (
        <ReplyForm
          box={message.box}
          id={message.id}
          to={message.email}
          subject={message.box === 'inquiries' ? message.subject : null}
          workTitle={message.artwork?.title ?? null}
          onCancel={() => setReplying(false)}
          onSent={(repliedAt) => {
            setReplying(false);
            onReplied(repliedAt);
          }}
        />
      )}
    </article>
  );
}
