import type { TPupilClass, TTeacherRequest } from "../../../shared/classes";
import { api } from "../../lib/api";

/**
 * The calls of the classroom parts of prerendered pages (the home page's class bar, the schools
 * page's request form): types only, no zod, so those pages load nothing more (issue 32).
 */
export const classLightKeys = {
  mine: ["/api/classes/mine"] as const,
  myTeacherRequest: ["/api/teacher-requests/mine"] as const,
};

export const fetchMyClasses = () => api.get<{ classes: TPupilClass[] }>("/classes/mine");
export const fetchMyTeacherRequest = () => api.get<{ request: TTeacherRequest | null }>("/teacher-requests/mine");
export const askForTeacherAccount = (body: { school: string; country: string; roleAtSchool: string }) => api.post("/teacher-requests", body);
