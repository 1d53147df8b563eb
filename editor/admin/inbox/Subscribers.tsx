import type { Follow, Subscription } from '../../../schema';
import { formatWhen, STATUS_LABELS, visitSourceText } from './inbox-text';

type Row = ({ box: 'subscriptions' } & Subscription) | ({ box: 'follows' } & Follow);

/** Where the subscriber came from, under where they subscribed; nothing when the record does not say. */
function SourceLine({ row }: { row: Row }) {
  const source = visitSourceText(row.referrer, row.utm);
  return source ? <span className="ed-admin-hint inbox-row__source">{source}</span> : null;
}

/** The mailing list's subscribers, or the artists' followers: a table, newest first, each markable read. */
export function SubscriberTable({ rows, onMark }: { rows: Row[]; onMark: (row: Row, isRead: boolean) => void }) {
  const follows = rows[0]?.box === 'follows';
  return (
    <table className="ed-admin-table">
      <caption className="ed-visually-hidden">{follows ? 'Artist follows, newest first' : 'Mailing list subscriptions, newest first'}</caption>
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Name</th>
          <th scope="col">{follows ? 'Artist' : 'Where'}</th>
          <th scope="col">Status</th>
          <th scope="col">Subscribed</th>
          <th scope="col">
            <span className="ed-visually-hidden">Read</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={row.isRead ? undefined : 'inbox-row--unread'}>
            <th scope="row">
              {!row.isRead && <span className="inbox-badge">Unread</span>} {row.email}
            </th>
            <td>{row.name}</td>
            <td>
              {row.box === 'follows' ? row.artist.name : (row.show?.title ?? row.origin)}
              <SourceLine row={row} />
            </td>
            <td>{STATUS_LABELS[row.status]}</td>
            <td>{formatWhen(row.createdAt)}</td>
            <td>
              <button type="button" className="ed-admin-button" onClick={() => onMark(row, !row.isRead)} aria-label={`${row.isRead ? 'Mark as unread' : 'Mark as read'}: ${row.email}`}>
                {row.isRead ? 'Mark as unread' : 'Mark as read'}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
