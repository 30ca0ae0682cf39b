import type { Pack } from '../../../db/tables/products.ts';
import * as food from './kinds-food.ts';
import type { Kind } from './kinds.ts';
import * as objects from './kinds-objects.ts';
import type { PackDrawer } from './pack-style.ts';
import * as fresh from './packs-fresh.ts';
import * as grocery from './packs-grocery.ts';
import * as home from './packs-home.ts';
import * as leisure from './packs-leisure.ts';
import * as tech from './packs-tech.ts';

/**
 * One drawing per kind, none shared (test/unit/media-kinds.test.ts checks it): a kind whose pack already
 * shows what it is (a milk carton, a yoghurt pot, a bar of chocolate) keeps that pack's drawing.
 */
export const KIND_DRAWERS: Record<Kind, PackDrawer> = {
  doll: objects.doll,
  teddy: leisure.toy,
  scooter: objects.scooter,
  'toy-car': objects.toyCar,
  pacifier: objects.pacifier,
  'coffee-maker': objects.coffeeMaker,
  kettle: tech.kettle,
  toaster: objects.toaster,
  blender: tech.blender,
  iron: tech.iron,
  vacuum: objects.vacuum,
  microwave: tech.appliance,
  cooker: objects.cooker,
  fridge: tech.fridge,
  washer: tech.washer,
  'air-conditioner': objects.airConditioner,
  'air-fryer': objects.airFryer,
  'water-heater': objects.waterHeater,
  tv: tech.tv,
  speaker: tech.speaker,
  soundbar: objects.soundbar,
  headphones: objects.headphones,
  earbuds: objects.earbuds,
  'satellite-receiver': objects.satelliteReceiver,
  phone: tech.phone,
  tablet: objects.tablet,
  watch: objects.watch,
  clock: objects.clock,
  calculator: objects.calculator,
  hammer: objects.hammer,
  'tape-measure': objects.tapeMeasure,
  'watering-can': objects.wateringCan,
  'garden-hose': objects.gardenHose,
  milk: grocery.carton,
  juice: food.juice,
  yoghurt: grocery.tub,
  cheese: fresh.cheese,
  eggs: fresh.eggs,
  bread: fresh.bread,
  water: food.water,
  soda: food.soda,
  'soda-bottle': food.sodaBottle,
  oil: grocery.bottle,
  pasta: food.pasta,
  rice: food.rice,
  coffee: food.coffee,
  tea: food.tea,
  chocolate: grocery.bar,
  biscuits: food.biscuits,
  dates: food.dates,
  jam: grocery.jar,
  tuna: grocery.tin,
  'ice-cream': fresh.icecream,
  fruit: fresh.fruit,
  vegetable: fresh.veg,
  meat: fresh.tray,
  fish: fresh.fish,
  detergent: home.jug,
  shampoo: home.pump,
  toothpaste: grocery.tube,
  deodorant: home.spray,
  diapers: home.diaper,
  tissue: home.tissue,
  'toilet-paper': home.roll,
};

/** The pack a kind's drawing is, when it is one: its content colour follows that pack (« Bacon » kept in a box is drawn as a meat tray). */
export const PACK_OF_KIND: Partial<Record<Kind, Pack>> = {
  teddy: 'toy', kettle: 'kettle', blender: 'blender', iron: 'iron', microwave: 'appliance', fridge: 'fridge', washer: 'washer',
  tv: 'tv', speaker: 'speaker', phone: 'phone', milk: 'carton', juice: 'carton', yoghurt: 'tub', cheese: 'cheese', eggs: 'eggs', bread: 'bread',
  water: 'bottle', soda: 'can', 'soda-bottle': 'bottle', oil: 'bottle', pasta: 'bag', rice: 'bag', coffee: 'pouch', tea: 'box', chocolate: 'bar',
  biscuits: 'box', dates: 'box', jam: 'jar', tuna: 'tin', 'ice-cream': 'icecream', fruit: 'fruit', vegetable: 'veg', meat: 'tray', fish: 'fish',
  detergent: 'jug', shampoo: 'pump', toothpaste: 'tube', deodorant: 'spray', diapers: 'diaper', tissue: 'tissue', 'toilet-paper': 'roll',
};
