export { type Phase, type StepContext, stepContext } from "./stepContext.ts";
export { decodeStep, type KvTransfer, kvTransfer, prefillStep, type StepTime } from "./stepTime.ts";
