import { ErrorCode, gatewayError } from '../errors.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { id } from '../validation/rules.ts';
import { readPage } from '../graphql/readPage.ts';

/** Help and support, law and policy, notifications. */
export const supportResolvers: Resolvers = {
  Query: {
    helpArticles: async (_parent, _args, { legacy }) => {
      const articles = await legacy.read('helpSupport');
      return articles.map((article, position) => ({ ...article, position }));
    },
    lawHtml: (_parent, _args, { legacy }) => legacy.read('law'),
    notifications: (_parent, args, { legacy }) => readPage(args, (paging) => legacy.read('noticeList', paging)),
  },
  Mutation: {
    markNotificationRead: async (_parent, args, { legacy }) => {
      const noticeId = id('id', args.id);
      await legacy.write('noticeRead', { id: Number(noticeId) });
      // The legacy call answers null: find the notification again to answer it as it is now.
      for (let page = 1; page <= 10; page += 1) {
        const data = await legacy.read('noticeList', { page, limit: 100 });
        const notice = data.list.find((item) => String(item.id) === noticeId);
        if (notice) return notice;
        if (data.list.length < 100) break;
      }
      throw gatewayError(ErrorCode.UPSTREAM_BAD_RESPONSE, 'The notification was marked read but is no longer listed');
    },
  },
  HelpArticle: {
    id: (article) => String(article.position + 1),
    contentHtml: (article) => article.content,
  },
  Notification: {
    id: (notice) => String(notice.id),
    read: (notice) => notice.is_read,
    createdAt: (notice) => notice.createtime,
  },
};
