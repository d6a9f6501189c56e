export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>Prerendered at build time: no styles, no client components, no proxy and no database.</p>
    </main>
  );
}
