import { fetchDeviceApplications } from '#lib/deviceApplications';
import { toMyApplication, type MyApplication } from '../myApplication';

/**
 * What this device submitted, of every service, newest first (see `fetchDeviceApplications`); null
 * when this device never submitted one. Throws the ApiError of a refusal or a NetworkError.
 */
export async function fetchMyApplications(): Promise<MyApplication[] | null> {
  const applications = await fetchDeviceApplications();
  return applications && applications.map(toMyApplication);
}
