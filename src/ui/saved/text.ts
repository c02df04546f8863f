import { useI18n } from "../i18n/i18n.tsx";

// The saved-plans and compare view's strings; zh mirrors en key for key.

const en = {
  tab: "Saved & compare",
  heading: "Saved plans",
  intro:
    "Plans are kept in this browser only. Tick two to compare them, or one with the current plan.",
  saveLabel: "Save current plan as",
  savePlaceholder: "e.g. Baseline, 100 nodes",
  save: "Save",
  nameEmpty: "Enter a name for the plan.",
  nameTooLong: "A name can be at most {max} characters.",
  listFull: "The list keeps at most {max} plans: delete one to save another.",
  listTooLarge:
    "This plan would make the list too large for this browser to keep: delete a plan, or drop imported sizes or profiles from this one.",
  notStoredNote:
    "This browser would not store the list (storage full or turned off): the plans here last only until the page is closed. Download a plan file to keep one.",
  staleNote: "Some inputs are invalid: the last valid plan will be saved.",
  savedStatus: "Saved “{name}”.",
  droppedNote:
    "{count} stored entries are left out: damaged, from another version, or past the {max} this list keeps.",
  empty: "No saved plans yet. Save the current plan to keep it and compare it later.",
  savedAt: "Saved {time}",
  nodesCount: "{nodes} nodes",
  qpmCount: "{qpm} QPM",
  notFeasible: "Not feasible",
  open: "Open",
  openedStatus: "Opened “{name}”: it is now the plan in the Plan tab.",
  rename: "Rename",
  renameLabel: "New name for “{name}”",
  renameSave: "Save name",
  cancel: "Cancel",
  renamedStatus: "Renamed to “{name}”.",
  delete: "Delete",
  deletedStatus: "Deleted “{name}”.",
  undo: "Undo",
  restoredStatus: "Restored “{name}”.",
  compare: "Compare",
  current: "Current plan",
  currentNote: "The plan in the form now",
  chooseTwo: "Tick two plans to compare them.",
  chooseOneMore: "Tick one more plan to compare.",
  twoChosen: "Comparing two plans: untick one to choose another.",
  compareHeading: "Comparison",
  caption: "A: {a} compared with B: {b}",
  onlyDifferences: "Only rows that differ",
  differCount: "{count} of {total} rows differ.",
  noDifferences: "The two plans are the same in every input and result.",
  columns: { item: "Item", nameSeparator: ": ", difference: "Difference B − A" },
  inputs: "Inputs",
  results: "Results",
  differs: "differs",
  notSet: "not set",
  yes: "Yes",
  no: "No",
  changed: "changed",
  percentPoints: "{value}\u00a0pp",
  resultLabels: {
    prefillInstances: "Prefill instances x",
    decodeInstances: "Decode instances y",
    totalNodes: "Total nodes",
    totalGpus: "GPUs",
    utilizationPrefill: "Prefill utilization",
    utilizationDecode: "Decode utilization",
    feasible: "Feasible",
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type SavedText = Shape<typeof en>;

const zh: SavedText = {
  tab: "保存与对比",
  heading: "已保存的方案",
  intro: "方案只保存在当前浏览器中。勾选两个方案即可对比，也可以将一个方案与当前方案对比。",
  saveLabel: "将当前方案另存为",
  savePlaceholder: "例如：基线，100 个节点",
  save: "保存",
  nameEmpty: "请为方案输入名称。",
  nameTooLong: "名称最多 {max} 个字符。",
  listFull: "列表最多保存 {max} 个方案：请先删除一个，再保存新的。",
  listTooLarge:
    "保存此方案会使列表超出浏览器能保留的大小：请删除一个方案，或去掉此方案中导入的请求长度或 profile。",
  notStoredNote:
    "浏览器未能保存该列表（存储已满或已关闭）：这里的方案只保留到关闭本页为止。如需保留，请下载方案文件。",
  staleNote: "部分输入无效：将保存最近一次有效的方案。",
  savedStatus: "已保存“{name}”。",
  droppedNote: "已略去 {count} 条保存的记录：已损坏、来自其他版本，或超出本列表保留的 {max} 条。",
  empty: "还没有保存的方案。保存当前方案，以便日后查看和对比。",
  savedAt: "保存于 {time}",
  nodesCount: "{nodes} 个节点",
  qpmCount: "{qpm} QPM",
  notFeasible: "不可行",
  open: "打开",
  openedStatus: "已打开“{name}”：它现在是“规划”页中的方案。",
  rename: "重命名",
  renameLabel: "“{name}”的新名称",
  renameSave: "保存名称",
  cancel: "取消",
  renamedStatus: "已重命名为“{name}”。",
  delete: "删除",
  deletedStatus: "已删除“{name}”。",
  undo: "撤销",
  restoredStatus: "已恢复“{name}”。",
  compare: "对比",
  current: "当前方案",
  currentNote: "表单中正在编辑的方案",
  chooseTwo: "勾选两个方案进行对比。",
  chooseOneMore: "再勾选一个方案即可对比。",
  twoChosen: "正在对比两个方案：取消勾选其中一个即可另选。",
  compareHeading: "对比",
  caption: "A：{a} 与 B：{b} 的对比",
  onlyDifferences: "只显示有差异的行",
  differCount: "共 {total} 行，其中 {count} 行有差异。",
  noDifferences: "两个方案的所有输入和结果都相同。",
  columns: { item: "项目", nameSeparator: "：", difference: "差值 B − A" },
  inputs: "输入",
  results: "结果",
  differs: "有差异",
  notSet: "未设置",
  yes: "是",
  no: "否",
  changed: "已改变",
  percentPoints: "{value}\u00a0个百分点",
  resultLabels: {
    prefillInstances: "Prefill 实例数 x",
    decodeInstances: "Decode 实例数 y",
    totalNodes: "节点总数",
    totalGpus: "GPU 数",
    utilizationPrefill: "Prefill 利用率",
    utilizationDecode: "Decode 利用率",
    feasible: "可行",
  },
};

export const savedTexts = { en, zh } as const;

/** This view's strings in the app's current language. */
export const useSavedText = (): (() => SavedText) => {
  const { language } = useI18n();
  return () => savedTexts[language()];
};
