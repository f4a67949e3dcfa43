// Risk assessments (开始评估, 填写信息, 问卷, 评估结果, 评估记录, 专题问卷): the addresses other features
// link to. Pages are reached through the app's route table.
export { historyPath, startPath } from './paths.ts';
