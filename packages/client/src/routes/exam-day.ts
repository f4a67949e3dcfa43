import type { examDay as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const examDay = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  examDayStream: ['GET', '/wx/1/appointment/exam-day/stream', 'event-stream'],
  getExamDayGuide: ['GET', '/wx/1/appointment/exam-day.json'],
  operatorStationCall: ['POST', '/operator/stations/call.json'],
  operatorStationMark: ['POST', '/operator/stations/mark.json'],
  operatorStationQueue: ['GET', '/operator/stations/queue.json'],
});
