// The floor of the stack for `npm run bench`: the smallest App Router page
// Next.js serves (no CSS, no client component, no proxy, no database),
// built and started beside the app so its figures come from the same run.
export const metadata = {
  title: "Floor",
  description: "A bare Next.js page: what any page served by next start costs.",
  // As the app does; without one Chrome asks for /favicon.ico and logs its 404.
  icons: { icon: "/favicon.svg" },
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
