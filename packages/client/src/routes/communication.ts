import type { communication as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const communication = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getCentreThread: ['GET', '/wx/communication/thread/centre.json'],
  getPicture: ['GET', '/wx/communication/picture.json'],
  getThread: ['GET', '/wx/communication/thread/detail.json'],
  listOnlineCentres: ['GET', '/wx/communication/centres.json'],
  listThreads: ['GET', '/wx/communication/thread/list.json'],
  operatorGetPicture: ['GET', '/operator/communication/picture.json'],
  operatorGetThread: ['GET', '/operator/communication/thread.json'],
  operatorListThreads: ['GET', '/operator/communication/threads.json'],
  operatorReply: ['POST', '/operator/communication/reply.json'],
  sendMessage: ['POST', '/wx/communication/message/send.json'],
  startThread: ['POST', '/wx/communication/thread/start.json'],
});
