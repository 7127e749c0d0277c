/** Word lists for believable job-shop data. Order matters: the seed picks by index. */

export const companyWords = [
  "Apex", "Atlas", "Beacon", "Cardinal", "Cedar", "Centurion", "Cobalt", "Comet", "Crescent",
  "Delta", "Eagle", "Ember", "Falcon", "Frontier", "Granite", "Harbor", "Horizon", "Ironwood",
  "Juniper", "Keystone", "Lakeshore", "Liberty", "Magnolia", "Meridian", "Mesa", "Monarch",
  "Nova", "Orion", "Osprey", "Pacific", "Paragon", "Pinnacle", "Pioneer", "Quantum", "Redwood",
  "Ridgeline", "Sierra", "Silverline", "Sterling", "Stratus", "Tahoe", "Titan", "Trident",
  "Summit", "Valley", "Vanguard", "Vector", "Vertex", "Westfield", "Zenith",
];

export const companyTrades = [
  "Aerospace", "Aerostructures", "Automation", "Avionics", "Controls", "Defense Systems",
  "Dynamics", "Energy", "Fluid Power", "Hydraulics", "Instruments", "Marine", "Medical",
  "Medical Devices", "Motion", "Optics", "Packaging Machinery", "Photonics", "Pumps",
  "Robotics", "Semiconductor Equipment", "Space Systems", "Surgical", "Test Systems", "Valve",
];

export const companyForms = ["Inc.", "LLC", "Corp.", "Co.", "Industries", "Technologies", "Group"];

/** Customers every seeded database starts with, so demos and docs can name them. */
export const knownCustomers = [
  { id: "ACME", name: "Acme Aerospace Inc.", poStyle: "sap" },
  { id: "BOLT-AERO", name: "Bolt Aerostructures LLC", poStyle: "po" },
  { id: "NORTHWIND", name: "Northwind Medical Devices", poStyle: "year" },
  { id: "MULLER", name: "Müller Präzision GmbH", poStyle: "prefix" },
  { id: "OBRIEN", name: "O'Brien Machine & Tool", poStyle: "po" },
  { id: "CASCADE", name: "Cascade Robotics Corp.", poStyle: "sap" },
] as const;

export type PoStyle = "sap" | "po" | "year" | "prefix";

export const suppliers = [
  { name: "A/B Plating & Anodize", services: ["Anodize", "Plating"] },
  { name: "Precision Heat Treat Co.", services: ["Heat treat"] },
  { name: "Metro Anodizing", services: ["Anodize"] },
  { name: "Coastal Passivation", services: ["Passivate"] },
  { name: "Summit Steel Supply", services: ["Material"] },
  { name: "Allied Metals", services: ["Material"] },
  { name: "Ace Grinding & Honing", services: ["Grinding"] },
  { name: "Bright Finish Powder Coat", services: ["Powder coat", "Paint"] },
  { name: "Valley Black Oxide", services: ["Black oxide"] },
  { name: "Nadcap Testing Labs", services: ["NDT", "Inspection"] },
  { name: "St. Clair Laser Marking", services: ["Laser marking"] },
  { name: "Quality Chem-Film", services: ["Chem film", "Anodize"] },
  { name: "Northern Induction Hardening", services: ["Heat treat"] },
  { name: "Western Titanium", services: ["Material"] },
  { name: "O'Neil EDM Services", services: ["Wire EDM"] },
] as const;

export const streets = [
  "Industrial Pkwy", "Commerce Dr", "Enterprise Way", "Airport Rd", "Technology Blvd",
  "Mill St", "Foundry Ln", "Harbor Ave", "Research Ct", "Canal St", "Gateway Blvd", "Depot Rd",
];

export const cities = [
  ["Wichita", "KS", "67209"], ["Everett", "WA", "98204"], ["Torrance", "CA", "90501"],
  ["Cleveland", "OH", "44135"], ["Rochester", "NY", "14624"], ["Tempe", "AZ", "85282"],
  ["Greenville", "SC", "29605"], ["Minneapolis", "MN", "55413"], ["Worcester", "MA", "01606"],
  ["Tulsa", "OK", "74116"], ["Salt Lake City", "UT", "84104"], ["Grand Rapids", "MI", "49512"],
  ["Fort Worth", "TX", "76106"], ["Hartford", "CT", "06114"], ["Portland", "OR", "97218"],
] as const;

export const firstNames = ["Dana", "Sam", "Priya", "Lee", "Marco", "Aisha", "Tom", "Grace", "Luis", "Hannah", "Kenji", "Olga"];
export const lastNames = ["Reyes", "Patel", "Nguyen", "Kowalski", "Schmidt", "Okafor", "Larsen", "Brennan", "Duarte", "Kim"];

export const partNouns = [
  "Bracket, Mounting", "Housing, Bearing", "Shaft, Drive", "Spacer", "Manifold Block", "Bushing",
  "Flange, Adapter", "Plate, Cover", "Pin, Locating", "Hub", "Gear Blank", "Clamp Arm",
  "Nozzle", "Valve Body", "Sleeve", "Fitting, Hydraulic", "Lever", "Cam", "Rail, Guide", "Knob",
  "Heat Sink", "Actuator Rod", "Retainer Ring", "Sensor Mount", "Enclosure, Lower", "Enclosure, Upper",
];

export const materials = [
  { name: "6061-T6 Aluminum", finish: "Anodize" },
  { name: "7075-T6 Aluminum", finish: "Anodize" },
  { name: "17-4 PH Stainless", finish: "Heat treat" },
  { name: "304 Stainless", finish: "Passivate" },
  { name: "316L Stainless", finish: "Passivate" },
  { name: "4140 Steel", finish: "Heat treat" },
  { name: "1018 Steel", finish: "Black oxide" },
  { name: "Ti-6Al-4V", finish: null },
  { name: "C360 Brass", finish: null },
  { name: "Delrin (Acetal)", finish: null },
  { name: "PEEK", finish: null },
] as const;

export const workCentres = [
  { centre: "SAW", description: "Saw cut stock", hours: [0.2, 1] },
  { centre: "VMC-1", description: "CNC mill, op 1", hours: [1, 8] },
  { centre: "VMC-2", description: "CNC mill, op 2", hours: [1, 6] },
  { centre: "LATHE-1", description: "CNC turn", hours: [0.5, 5] },
  { centre: "DEBURR", description: "Deburr and break edges", hours: [0.3, 2] },
  { centre: "QC", description: "Final inspection", hours: [0.3, 1.5] },
] as const;

export const carriers = ["UPS Ground", "FedEx Ground", "FedEx 2Day", "Customer pickup", "R+L Carriers", "Our truck"];
export const paymentTerms = ["Net 30", "Net 45", "Net 60", "2% 10 Net 30", "Due on receipt"];

/** Staff who appear in seeded history and packing slips. */
export const staff = [
  { subject: "dana", name: "Dana Reyes" },
  { subject: "sam", name: "Sam Patel" },
  { subject: "priya", name: "Priya Nguyen" },
] as const;
