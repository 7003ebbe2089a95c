import type { Language } from './language';
import { VOIVODESHIPS, type VoivodeshipCode, voivodeshipByCode, voivodeshipName } from './voivodeships';

/**
 * The home page's static map (SPEC §2 Home page: "up to 32 static cluster positions"): two fixed
 * markers per voivodeship. One is its largest town and counts the offers within
 * CITY_CLUSTER_RADIUS_KM of it; the other counts the rest of the voivodeship and stands at the
 * voivodeship's centroid, or where that is too close to the town, at the next town at least 45 km
 * away (reference-data: polygon centroids and towns.csv).
 */
const CITY_CLUSTER_RADIUS_KM = 25;

interface ClusterSeat {
  town: string;
  townLat: number;
  townLng: number;
  restLat: number;
  restLng: number;
}

const SEATS: Record<VoivodeshipCode, ClusterSeat> = {
  2: { town: 'Wrocław', townLat: 51.1, townLng: 17.033, restLat: 51.09, restLng: 16.411 },
  4: { town: 'Bydgoszcz', townLat: 53.123, townLng: 18.008, restLat: 52.648, restLng: 19.068 },
  6: { town: 'Lublin', townLat: 51.25, townLng: 22.567, restLat: 51.143, restLng: 23.472 },
  8: { town: 'Gorzów Wielkopolski', townLat: 52.737, townLng: 15.229, restLat: 52.196, restLng: 15.343 },
  10: { town: 'Łódź', townLat: 51.771, townLng: 19.474, restLat: 51.531, restLng: 20.009 },
  12: { town: 'Kraków', townLat: 50.061, townLng: 19.937, restLat: 50.014, restLng: 20.987 },
  14: { town: 'Warszawa', townLat: 52.23, townLng: 21.012, restLat: 51.403, restLng: 21.147 },
  16: { town: 'Opole', townLat: 50.672, townLng: 17.925, restLat: 50.474, restLng: 17.334 },
  18: { town: 'Rzeszów', townLat: 50.041, townLng: 21.999, restLat: 49.785, restLng: 22.767 },
  20: { town: 'Białystok', townLat: 53.133, townLng: 23.164, restLat: 54.112, restLng: 22.931 },
  22: { town: 'Gdańsk', townLat: 54.352, townLng: 18.649, restLat: 54.155, restLng: 17.987 },
  24: { town: 'Katowice', townLat: 50.258, townLng: 19.028, restLat: 50.796, restLng: 19.124 },
  26: { town: 'Kielce', townLat: 50.87, townLng: 20.628, restLat: 50.929, restLng: 21.385 },
  28: { town: 'Olsztyn', townLat: 53.78, townLng: 20.494, restLat: 54.152, restLng: 19.409 },
  30: { town: 'Poznań', townLat: 52.407, townLng: 16.93, restLat: 51.761, restLng: 18.091 },
  32: { town: 'Szczecin', townLat: 53.429, townLng: 14.553, restLat: 53.585, restLng: 15.543 },
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
      lat: seat.townLat,
      lng: seat.townLng,
      label: seat.town,
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
  const nearCity = distanceKm(lat, lng, seat.townLat, seat.townLng) <= CITY_CLUSTER_RADIUS_KM;
  return index * 2 + (nearCity ? 1 : 2);
}

export function staticClusterLabel(cluster: StaticCluster, lang: Language): string {
  if (cluster.kind === 'city') return cluster.label;
  const voivodeship = voivodeshipByCode(cluster.voivodeship);
  return voivodeship ? voivodeshipName(voivodeship, lang) : cluster.label;
}
