// The measurements tab's label, apart from the view's strings (text.ts): the tab list is on the
// first screen, the view's strings load with the view.
export const measureTabText = { en: "Measurements", zh: "实测数据" } as const;
