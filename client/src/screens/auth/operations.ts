import { graphql } from '../../gql/index.ts';

/**
 * A new session answers the buyer with the same fields as the shell's
 * CurrentUser query, so the guard finds them in the cache at once.
 */
export const SessionUserFragment = graphql(`
  fragment SessionUser on User {
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
`);

export const LoginMutation = graphql(`
  mutation Login($account: String!, $password: String!) {
    login(account: $account, password: $password) {
      token
      user {
        ...SessionUser
      }
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        ...SessionUser
      }
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      message
    }
  }
`);
