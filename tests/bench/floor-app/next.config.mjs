// Next's defaults, except the header the app also removes.
const config = { poweredByHeader: false };
export default config;
