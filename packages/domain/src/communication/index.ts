export * from './communication.ts';
