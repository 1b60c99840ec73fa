import type { ByIdRequest, NoPayload } from '../bus-payloads';
import { MysteryBoxPatterns, type MysteryBox, type MysteryBoxDeleted, type MysteryBoxStatus } from './mystery-boxes';
import type { CreateMysteryBoxDto, ToggleMysteryBoxesDto, UpdateMysteryBoxRequest } from './mystery-boxes.dto';

/** What each of MysteryBoxPatterns takes and answers; bus-requests.ts joins every domain's map. */
export interface MysteryBoxRequests {
  [MysteryBoxPatterns.list]: { payload: NoPayload; answer: MysteryBox[] };
  [MysteryBoxPatterns.create]: { payload: CreateMysteryBoxDto; answer: MysteryBox };
  [MysteryBoxPatterns.update]: { payload: UpdateMysteryBoxRequest; answer: MysteryBox };
  [MysteryBoxPatterns.delete]: { payload: ByIdRequest; answer: MysteryBoxDeleted };
  [MysteryBoxPatterns.getStatus]: { payload: NoPayload; answer: MysteryBoxStatus };
  [MysteryBoxPatterns.setStatus]: { payload: ToggleMysteryBoxesDto; answer: MysteryBoxStatus };
}
