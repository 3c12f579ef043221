import { graphql } from '../../gql/index.ts';

export const AddressesQuery = graphql(`
  query Addresses($page: Int!, $limit: Int!) {
    addresses(page: $page, limit: $limit) {
      items {
        id
        ...AddressFields
      }
      total
      hasMore
    }
  }
`);

export const AddressQuery = graphql(`
  query Address($id: ID!) {
    address(id: $id) {
      id
      ...AddressFields
    }
  }
`);

export const SaveAddressMutation = graphql(`
  mutation SaveAddress($input: AddressInput!) {
    saveAddress(input: $input) {
      ok
    }
  }
`);

export const SetDefaultAddressMutation = graphql(`
  mutation SetDefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) {
      ok
    }
  }
`);

export const DeleteAddressMutation = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id) {
      ok
    }
  }
`);
