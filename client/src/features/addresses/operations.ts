import { graphql } from '../../gql/index.ts';

/** What an address card, the form and the checkout show. */
export const AddressFieldsFragment = graphql(`
  fragment AddressFields on Address {
    id
    addressee
    mobile
    country
    area
    detail
    tag
    isDefault
  }
`);
