import { graphql } from '../gql/index.ts';

/** The signed-in buyer as the shell needs them (title bar, guard, language). */
export const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      id
      nickname
      avatar
      balance
      hasPaymentCode
      unpaidOrderCount
      unreceivedOrderCount
      language {
        id
        code
        name
        chineseName
      }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      ok
    }
  }
`);
