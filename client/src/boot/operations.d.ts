/** A generated operation's name and persisted hash (client/build/graphqlHashes.ts). */
declare module 'virtual:gql-operation/*' {
  const operation: { operationName: string; hash: string };
  export default operation;
}
