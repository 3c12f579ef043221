/** What a first-time visitor sees in the editors: a Home-screen query and where the token goes. */
export const STARTER_QUERY = `# The storefront gateway's schema explorer.
# Every type and field: the book icon
# (Documentation Explorer) on the left.
#
# Signed-in fields (me, cart, orders...)
# need a session token:
#  1. run Login below (demo / demo123),
#  2. copy data.login.token into
#     "token" in the Headers tab.

query Home {
  platform {
    name
    logo
  }
  banners
  categories {
    id
    name
    nameKey
  }
  hotProducts(limit: 4) {
    items {
      id
      title
      price
      image
    }
    hasMore
  }
  hotShops(limit: 4) {
    items {
      id
      name
      avatar
    }
  }
  me {
    nickname
    balance
  }
}

mutation Login {
  login(account: "demo", password: "demo123") {
    token
  }
}
`;

export const STARTER_HEADERS = `{
  "token": ""
}
`;
