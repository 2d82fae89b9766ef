// Side profiles of each body type, facing right, in a 1000 x 400 box (ground at y = 400),
// in the proportions of current cars (height, wheelbase, overhangs, wheel size): a sloping
// fastback coupe, tall boxy SUVs with a short hood and upright tailgate, lower rounder
// crossovers, a one-box minivan with a sliding-door track, a crew-cab pickup with its bed.
import type { Pt } from './geometry';

export interface Profile {
  /** Top outline from the rear bumper's foot over the roof to the front bumper's foot. */
  body: Pt[];
  /** y of the body's lower edge between and beyond the wheels. */
  sill: number;
  /** x of the rear and front wheel centres; tyre radius; arch radius; rim radius as a share of the tyre. */
  wheels: [number, number];
  r: number;
  arch: number;
  rim: number;
  /** The side glass; dark pillars across it (x at the belt, lean towards the front at the top). */
  glass: Pt[];
  pillars: Array<[x: number, lean: number, width: number]>;
  /** Door shut lines (x at the belt, x at the sill); the belt (bottom of the glass) and shoulder crease. */
  doors: Array<[number, number]>;
  belt: number;
  crease: number;
  headlight: Pt[];
  taillight: Pt[];
  /** Mirror base (x, y). */
  mirror: [number, number];
  /** Black plastic round the arches and along the sill. */
  cladding?: boolean;
  rails?: boolean;
  /** Convertible with its top down: the windscreen frame and seats show. */
  open?: Pt[];
  /** Pickup: x of the gap between cab and bed. */
  bed?: number;
  /** Minivan: the sliding door's track (x from, x to, y). */
  track?: [number, number, number];
  /** Front and rear view: width of the body and of the roof, in the side view's units (its length is 1000). */
  width: number;
  roofWidth: number;
}

export const PROFILES: Record<string, Profile> = {
  Sedan: {
    body: [
      [16, 352],
      [6, 300, 18],
      [12, 232, 26],
      [70, 214, 40],
      [236, 200, 36],
      [410, 104, 110],
      [565, 100, 80],
      [700, 190, 26],
      [900, 214, 70],
      [986, 252, 34],
      [992, 344, 22],
      [975, 362],
    ],
    sill: 362,
    wheels: [215, 800],
    r: 70,
    arch: 82,
    rim: 0.72,
    glass: [
      [262, 198, 10],
      [410, 116, 60],
      [560, 113, 50],
      [676, 196, 8],
    ],
    pillars: [[500, 14, 16]],
    doors: [
      [702, 716],
      [498, 502],
      [300, 300],
    ],
    belt: 198,
    crease: 232,
    headlight: [
      [870, 226, 6],
      [978, 246, 10],
      [972, 262, 8],
      [896, 246, 6],
    ],
    taillight: [
      [12, 234, 6],
      [96, 220, 6],
      [98, 238, 6],
      [16, 254, 6],
    ],
    mirror: [680, 196],
    width: 377,
    roofWidth: 270,
  },
  Coupe: {
    body: [
      [16, 356],
      [6, 300, 16],
      [12, 236, 18],
      [40, 216, 16],
      [190, 180, 90],
      [440, 110, 130],
      [530, 112, 60],
      [660, 206, 26],
      [905, 226, 80],
      [988, 262, 34],
      [992, 346, 22],
      [975, 366],
    ],
    sill: 366,
    wheels: [220, 795],
    r: 74,
    arch: 84,
    rim: 0.76,
    glass: [
      [214, 202, 6],
      [440, 124, 90],
      [520, 124, 40],
      [636, 204, 8],
    ],
    pillars: [[390, 30, 10]],
    doors: [
      [660, 676],
      [360, 372],
    ],
    belt: 204,
    crease: 238,
    headlight: [
      [880, 234, 6],
      [980, 254, 10],
      [976, 270, 8],
      [906, 254, 6],
    ],
    taillight: [
      [10, 240, 6],
      [84, 222, 6],
      [86, 240, 6],
      [14, 258, 6],
    ],
    mirror: [642, 204],
    width: 400,
    roofWidth: 262,
  },
  Convertible: {
    body: [
      [16, 354],
      [6, 300, 16],
      [12, 234, 18],
      [90, 214, 30],
      [610, 212, 10],
      [905, 226, 80],
      [988, 262, 34],
      [992, 346, 22],
      [975, 364],
    ],
    sill: 364,
    wheels: [215, 795],
    r: 72,
    arch: 82,
    rim: 0.76,
    glass: [
      [604, 212, 4],
      [518, 138, 8],
      [538, 132, 8],
      [626, 210, 4],
    ],
    pillars: [],
    doors: [
      [660, 676],
      [380, 384],
    ],
    belt: 212,
    crease: 242,
    headlight: [
      [880, 234, 6],
      [980, 254, 10],
      [976, 270, 8],
      [906, 254, 6],
    ],
    taillight: [
      [10, 240, 6],
      [90, 226, 6],
      [92, 244, 6],
      [14, 260, 6],
    ],
    mirror: [640, 212],
    width: 430,
    roofWidth: 330,
    open: [
      [300, 212],
      [306, 150, 22],
      [352, 146, 20],
      [356, 212],
    ],
  },
  Hatchback: {
    body: [
      [36, 350],
      [26, 290, 18],
      [36, 216, 20],
      [104, 110, 36],
      [330, 80, 130],
      [530, 82, 80],
      [690, 188, 26],
      [880, 210, 70],
      [966, 242, 34],
      [972, 340, 22],
      [958, 360],
    ],
    sill: 360,
    wheels: [215, 790],
    r: 74,
    arch: 86,
    rim: 0.72,
    glass: [
      [236, 194, 8],
      [256, 100, 24],
      [526, 96, 60],
      [664, 192, 8],
    ],
    pillars: [[458, 14, 16]],
    doors: [
      [692, 712],
      [456, 460],
      [262, 290],
    ],
    belt: 194,
    crease: 228,
    headlight: [
      [856, 218, 6],
      [958, 238, 10],
      [954, 254, 8],
      [880, 240, 6],
    ],
    taillight: [
      [28, 204, 6],
      [96, 198, 6],
      [96, 222, 6],
      [32, 232, 6],
    ],
    mirror: [668, 194],
    width: 418,
    roofWidth: 313,
  },
  Wagon: {
    body: [
      [14, 350],
      [4, 290, 18],
      [10, 210, 20],
      [42, 96, 40],
      [300, 84, 60],
      [570, 84, 90],
      [705, 188, 26],
      [905, 210, 70],
      [988, 246, 34],
      [992, 342, 22],
      [975, 360],
    ],
    sill: 360,
    wheels: [210, 805],
    r: 74,
    arch: 86,
    rim: 0.72,
    cladding: true,
    rails: true,
    glass: [
      [52, 190, 8],
      [66, 106, 26],
      [300, 98, 40],
      [566, 98, 60],
      [682, 192, 8],
    ],
    pillars: [
      [266, 4, 16],
      [486, 14, 16],
    ],
    doors: [
      [708, 722],
      [484, 488],
      [290, 290],
    ],
    belt: 192,
    crease: 228,
    headlight: [
      [876, 222, 6],
      [980, 242, 10],
      [974, 258, 8],
      [900, 244, 6],
    ],
    taillight: [
      [8, 206, 6],
      [80, 200, 6],
      [80, 220, 6],
      [10, 232, 6],
    ],
    mirror: [686, 192],
    width: 380,
    roofWidth: 290,
  },
  SUV: {
    body: [
      [12, 340],
      [4, 276, 20],
      [8, 196, 20],
      [22, 64, 30],
      [70, 44, 30],
      [570, 42, 70],
      [712, 160, 30],
      [910, 176, 60],
      [986, 206, 36],
      [992, 332, 22],
      [975, 350],
    ],
    sill: 350,
    wheels: [200, 810],
    r: 80,
    arch: 94,
    rim: 0.68,
    cladding: true,
    rails: true,
    glass: [
      [80, 168, 8],
      [94, 68, 18],
      [560, 60, 50],
      [688, 166, 8],
    ],
    pillars: [
      [262, 4, 18],
      [474, 10, 18],
    ],
    doors: [
      [714, 724],
      [472, 476],
      [276, 300],
    ],
    belt: 168,
    crease: 204,
    headlight: [
      [884, 186, 6],
      [980, 206, 10],
      [976, 224, 8],
      [906, 206, 6],
    ],
    taillight: [
      [6, 176, 6],
      [70, 172, 6],
      [70, 196, 6],
      [8, 204, 6],
    ],
    mirror: [694, 168],
    width: 410,
    roofWidth: 330,
  },
  Crossover: {
    body: [
      [14, 338],
      [6, 276, 20],
      [14, 204, 24],
      [78, 116, 50],
      [300, 70, 160],
      [540, 66, 90],
      [702, 172, 30],
      [905, 194, 70],
      [988, 230, 36],
      [992, 330, 22],
      [975, 348],
    ],
    sill: 348,
    wheels: [205, 805],
    r: 78,
    arch: 92,
    rim: 0.72,
    cladding: true,
    glass: [
      [100, 176, 8],
      [122, 128, 30],
      [300, 84, 110],
      [540, 80, 60],
      [676, 176, 8],
    ],
    pillars: [
      [262, 0, 20],
      [478, 12, 18],
    ],
    doors: [
      [704, 718],
      [476, 480],
      [284, 300],
    ],
    belt: 178,
    crease: 212,
    headlight: [
      [880, 206, 6],
      [980, 228, 10],
      [976, 244, 8],
      [904, 226, 6],
    ],
    taillight: [
      [10, 206, 6],
      [92, 180, 6],
      [94, 200, 6],
      [12, 226, 6],
    ],
    mirror: [680, 178],
    width: 404,
    roofWidth: 300,
  },
  Minivan: {
    body: [
      [10, 346],
      [4, 280, 20],
      [6, 196, 20],
      [20, 70, 30],
      [64, 46, 40],
      [620, 46, 90],
      [800, 158, 40],
      [925, 190, 60],
      [988, 224, 36],
      [992, 336, 22],
      [975, 356],
    ],
    sill: 356,
    wheels: [200, 800],
    r: 72,
    arch: 84,
    rim: 0.7,
    glass: [
      [34, 174, 8],
      [44, 66, 18],
      [612, 62, 70],
      [770, 162, 10],
      [752, 174, 6],
    ],
    pillars: [
      [240, 0, 16],
      [512, 6, 20],
    ],
    doors: [
      [764, 730],
      [508, 510],
      [246, 254],
    ],
    belt: 174,
    crease: 210,
    headlight: [
      [896, 198, 6],
      [980, 222, 10],
      [976, 238, 8],
      [916, 220, 6],
    ],
    taillight: [
      [4, 150, 6],
      [30, 150, 6],
      [30, 222, 6],
      [6, 222, 6],
    ],
    mirror: [758, 176],
    width: 385,
    roofWidth: 315,
    track: [36, 246, 212],
  },
  'Pickup Truck': {
    body: [
      [8, 332],
      [4, 176, 8],
      [364, 172, 6],
      [368, 72, 20],
      [392, 54, 24],
      [600, 52, 50],
      [716, 150, 30],
      [930, 160, 40],
      [990, 180, 30],
      [994, 318, 20],
      [978, 336],
    ],
    sill: 336,
    wheels: [180, 815],
    r: 80,
    arch: 94,
    rim: 0.62,
    bed: 362,
    glass: [
      [392, 150, 8],
      [396, 72, 14],
      [590, 68, 40],
      [692, 150, 8],
    ],
    pillars: [[536, 8, 18]],
    doors: [
      [718, 722],
      [534, 536],
      [380, 380],
    ],
    belt: 150,
    crease: 200,
    headlight: [
      [896, 168, 6],
      [986, 184, 8],
      [984, 206, 8],
      [906, 198, 6],
    ],
    taillight: [
      [4, 184, 4],
      [20, 184, 4],
      [20, 256, 4],
      [4, 256, 4],
    ],
    mirror: [700, 150],
    width: 344,
    roofWidth: 282,
  },
};

export const profileOf = (bodyType: string) => PROFILES[bodyType] ?? PROFILES.Sedan;
