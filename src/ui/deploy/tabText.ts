// The deploy tab's label, apart from the view's strings (text.ts): the tab list is on the first
// screen, the view's strings load with the view.
export const deployTabText = { en: "Deploy", zh: "部署" } as const;
