export const App = () => (
  <main>
    <h1>xPyD Planner</h1>
  </main>
);
