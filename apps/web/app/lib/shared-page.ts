// Routes whose page every visitor without a session gets alike export `handle = SHARED_PAGE`: the host
// may then serve one rendering to all of them for a few seconds (lib/shared-page.server.ts says when).

/** The handle of a route whose page depends only on its URL and the visitor's preference cookies. */
export const SHARED_PAGE = { sharedPage: true } as const;
