export * from './guide.ts';
export * from './queue.ts';
export * from './stations.ts';
