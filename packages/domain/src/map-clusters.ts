import type { Language } from './language';
import { VOIVODESHIPS, type VoivodeshipCode, voivodeshipByCode, voivodeshipName } from './voivodeships';

/**
 * The home page's static map (SPEC §2 Home page: "up to 32 static cluster positions"): two fixed
 * markers per voivodeship. One is its largest town and counts the offers within
 * CITY_CLUSTER_RADIUS_KM of it; the other counts the rest of the voivodeship and stands at the
 * voivodeship's centroid, or where that is too close to the town, at the next town at least 45 km
 * away (reference-data: polygon centroids and towns.csv).
 */
export const CITY_CLUSTER_RADIUS_KM = 25;

interface ClusterSeat {
  city: string;
  cityLat: number;
  cityLng: number;
  restLat: number;
  restLng: number;
}

const SEATS: Record<VoivodeshipCode, ClusterSeat> = {
  2: { city: 'Wrocław', cityLat: 51.1, cityLng: 17.033, restLat: 51.09, restLng: 16.411 },
  4: { city: 'Bydgoszcz', cityLat: 53.123, cityLng: 18.008, restLat: 52.648, restLng: 19.068 },
  6: { city: 'Lublin', cityLat: 51.25, cityLng: 22.567, restLat: 51.143, restLng: 23.472 },
  8: { city: 'Gorzów Wielkopolski', cityLat: 52.737, cityLng: 15.229, restLat: 52.196, restLng: 15.343 },
  10: { city: 'Łódź', cityLat: 51.771, cityLng: 19.474, restLat: 51.531, restLng: 20.009 },
  12: { city: 'Kraków', cityLat: 50.061, cityLng: 19.937, restLat: 50.014, restLng: 20.987 },
  14: { city: 'Warszawa', cityLat: 52.23, cityLng: 21.012, restLat: 51.403, restLng: 21.147 },
  16: { city: 'Opole', cityLat: 50.672, cityLng: 17.925, restLat: 50.474, restLng: 17.334 },
  18: { city: 'Rzeszów', cityLat: 50.041, cityLng: 21.999, restLat: 49.785, restLng: 22.767 },
  20: { city: 'Białystok', cityLat: 53.133, cityLng: 23.164, restLat: 54.112, restLng: 22.931 },
  22: { city: 'Gdańsk', cityLat: 54.352, cityLng: 18.649, restLat: 54.155, restLng: 17.987 },
  24: { city: 'Katowice', cityLat: 50.258, cityLng: 19.028, restLat: 50.796, restLng: 19.124 },
  26: { city: 'Kielce', cityLat: 50.87, cityLng: 20.628, restLat: 50.929, restLng: 21.385 },
  28: { city: 'Olsztyn', cityLat: 53.78, cityLng: 20.494, restLat: 54.152, restLng: 19.409 },
  30: { city: 'Poznań', cityLat: 52.407, cityLng: 16.93, restLat: 51.761, restLng: 18.091 },
  32: { city: 'Szczecin', cityLat: 53.429, cityLng: 14.553, restLat: 53.585, restLng: 15.543 },
};

export interface StaticCluster {
  /** 1..32: odd for a voivodeship's town, even for the rest of it. */
  id: number;
  kind: 'city' | 'voivodeship';
  voivodeship: VoivodeshipCode;
  lat: number;
  lng: number;
  /** Town name, or the voivodeship key for the rest-of-voivodeship marker. */
  label: string;
}

export const STATIC_CLUSTERS: readonly StaticCluster[] = VOIVODESHIPS.flatMap((v, index) => {
  const seat = SEATS[v.code];
  return [
    {
      id: index * 2 + 1,
      kind: 'city',
      voivodeship: v.code,
      lat: seat.cityLat,
      lng: seat.cityLng,
      label: seat.city,
    },
    {
      id: index * 2 + 2,
      kind: 'voivodeship',
      voivodeship: v.code,
      lat: seat.restLat,
      lng: seat.restLng,
      label: v.key,
    },
  ] as const;
});

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const x = (lng2 - lng1) * 111.32 * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  const y = (lat2 - lat1) * 111.32;
  return Math.sqrt(x * x + y * y);
}

/** Which static marker counts an offer: its voivodeship's town when within the radius, else the rest. */
export function staticClusterId(voivodeship: number, lat: number, lng: number): number | null {
  const index = VOIVODESHIPS.findIndex((v) => v.code === voivodeship);
  if (index === -1) return null;
  const seat = SEATS[voivodeship as VoivodeshipCode];
  const nearCity = distanceKm(lat, lng, seat.cityLat, seat.cityLng) <= CITY_CLUSTER_RADIUS_KM;
  return index * 2 + (nearCity ? 1 : 2);
}

export function staticClusterLabel(cluster: StaticCluster, lang: Language): string {
  if (cluster.kind === 'city') return cluster.label;
  const voivodeship = voivodeshipByCode(cluster.voivodeship);
  return voivodeship ? voivodeshipName(voivodeship, lang) : cluster.label;
}
