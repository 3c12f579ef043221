import { useMutation } from '@apollo/client/react';
import { BellOutline, DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { PagedResults } from '../../components/PagedResults.tsx';
import { useDateTime } from '../../lib/formatDate.ts';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { usePagedQuery } from '../../components/usePagedQuery.ts';
import type { NotificationsQuery as NotificationsQueryResult } from '../../gql/graphql.ts';
import { graphql } from '../../gql/index.ts';
import './support.css';

const PAGE_SIZE = 10;

const NotificationsQuery = graphql(`
  query Notifications($page: Int!, $limit: Int!) {
    notifications(page: $page, limit: $limit) {
      items {
        id
        title
        content
        read
        createdAt
      }
      total
      hasMore
    }
  }
`);

const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      read
    }
  }
`);

type NoticeItem = NotificationsQueryResult['notifications']['items'][number];

interface NoticeProps {
  notice: NoticeItem;
  expanded: boolean;
  onToggle: (id: string, read: boolean) => void;
}

/** One notification: its title, time and a preview, or its whole text when open. */
function Notice({ notice, expanded, onToggle }: NoticeProps) {
  const { t } = useTranslation('support');
  const formatDate = useDateTime();
  return (
    <li className={`notice${notice.read ? '' : ' is-unread'}`} data-testid="notification">
      <button
        type="button"
        className="notice-head"
        aria-expanded={expanded}
        aria-controls={`notice-${notice.id}`}
        onClick={() => onToggle(notice.id, notice.read)}
      >
        <span className="notice-icon" aria-hidden="true">
          <BellOutline />
        </span>
        <span className="notice-summary">
          <span className="notice-title">
            {!notice.read && <span className="notice-dot" aria-label={t('notifications.unread')} />}
            {notice.title}
          </span>
          <time className="notice-time muted" dateTime={notice.createdAt}>
            {formatDate(notice.createdAt)}
          </time>
          {!expanded && (
            <span className="notice-preview muted" dir="auto">
              {notice.content}
            </span>
          )}
        </span>
        <DownOutline className={`notice-arrow${expanded ? ' is-open' : ''}`} aria-hidden="true" />
      </button>
      {expanded && (
        <p className="notice-content" id={`notice-${notice.id}`} dir="auto">
          {notice.content}
        </p>
      )}
    </li>
  );
}

/** The buyer's notifications, newest first: tapping one opens it and marks it read. */
export default function NotificationScreen() {
  const { t } = useTranslation(['support', 'common']);
  const list = usePagedQuery(NotificationsQuery, { page: 1, limit: PAGE_SIZE }, (data) => data.notifications);
  const [markRead] = useMutation(MarkNotificationReadMutation, { context: { silent: true } });
  const [open, setOpen] = useState<string | null>(null);

  const toggle = (id: string, read: boolean) => {
    setOpen((current) => (current === id ? null : id));
    if (!read) {
      // Shown read at once; a failure puts the flag back when the list is read again.
      void markRead({
        variables: { id },
        // The cache needs the type name to find the notification; the generated type leaves it out.
        optimisticResponse: {
          markNotificationRead: { __typename: 'Notification', id, read: true } as { id: string; read: boolean },
        },
      }).catch(() => undefined);
    }
  };

  const body = (
    <PagedResults state={list} skeleton={<PageSkeleton />} empty={<EmptyState title={t('notifications.empty')} />}>
      {(items) => {
        const unread = items.filter((item) => !item.read).length;
        return (
          <>
            <p className="list-summary muted" data-testid="unread-summary">
              {unread > 0 ? t('notifications.unreadCount', { count: unread }) : t('notifications.allRead')}
            </p>
            <ul className="notice-list">
              {items.map((notice) => (
                <Notice key={notice.id} notice={notice} expanded={open === notice.id} onToggle={toggle} />
              ))}
            </ul>
          </>
        );
      }}
    </PagedResults>
  );

  return (
    <Page nav={{ title: t('common:titles.notification') }} className="support-page">
      {body}
    </Page>
  );
}
