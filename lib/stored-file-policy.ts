// The Content-Security-Policy of a stored upload (/uploads/{id}): the bytes
// are someone's upload, so if a browser were ever talked into reading one as
// a document, it may load nothing, run nothing and is sandboxed. The route
// sends it and the proxy keeps it (it must not replace it with the page policy).
export const STORED_FILE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";
