export function App() {
  return (
    <main>
      <h1>Glossa</h1>
      <p>Double-click any word on a page to look it up.</p>
    </main>
  );
}
