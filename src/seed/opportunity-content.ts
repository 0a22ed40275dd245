import crypto from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { OPPORTUNITY_SWITCHED_FIELDS, type TTaxOption } from '@/domain/investments/opportunity-content'
import { fileStore } from '@/lib/storage/file-store'
import { newStorageKey } from '@/lib/storage/storage-key'
import type { TFeatures } from '@/tenancy/defaults'

import { demoInvestmentTerms } from './demo-investment-terms'

// Demo content for opportunities (issue 9 §5, "Demo data"): attributes from the tenant's lists,
// figures, tax reliefs and categories only where the tenant's switches allow them, key points and
// dates, a team with photos and a gallery. The pictures are small PNGs drawn here (an SVG scene
// rasterised by sharp: what is stored is a PNG, the only kind the image check would accept of it),
// a pool per tenant shared by its opportunities.

type TAttributeIds = { byKindAndName: Map<string, number>; subTypesOf: Map<number, number[]> }

/** The tenant's attribute options by kind and name, and each type's sub-types (the defaults of src/domain/attributes/default-attributes.ts). */
export async function attributeIds(payload: Payload, tenantId: number): Promise<TAttributeIds> {
  const { docs } = await payload.find({ collection: 'attribute-options', where: { tenant: { equals: tenantId } }, depth: 0, limit: 500, pagination: false, sort: 'position' })
  const byKindAndName = new Map(docs.map((doc) => [`${doc.kind}:${doc.name}`, doc.id]))
  const subTypesOf = new Map<number, number[]>()
  for (const doc of docs) {
    const parent = typeof doc.parent === 'object' ? doc.parent?.id : doc.parent
    if (doc.kind === 'investment-sub-type' && parent) subTypesOf.set(parent, [...(subTypesOf.get(parent) ?? []), doc.id])
  }
  return { byKindAndName, subTypesOf }
}

// ---------------------------------------------------------------------------------------------
// Pictures

const PORTRAIT_COLOURS = ['#264653', '#2a9d8f', '#8d5b4c', '#6d597a', '#355070', '#b56576', '#3a5a40', '#9c6644']

function portraitSvg(index: number): string {
  const background = PORTRAIT_COLOURS[index % PORTRAIT_COLOURS.length]
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'][index % 5]
  const hair = ['#2b1b0f', '#5a3825', '#a0522d', '#1c1c1c', '#d2b48c'][(index * 3) % 5]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192">
  <rect width="192" height="192" fill="${background}"/>
  <path d="M28 192 C34 138 158 138 164 192 Z" fill="#f4f1ea"/>
  <circle cx="96" cy="80" r="38" fill="${skin}"/>
  <path d="M58 78 C56 40 136 36 134 78 C126 58 70 56 58 78 Z" fill="${hair}"/>
</svg>`
}

type TScene = { sky: [string, string]; ground: string; accent: string; kind: 'turbines' | 'skyline' | 'lab' | 'field' | 'harbour' | 'workshop' }

const SCENES: TScene[] = [
  { sky: ['#8ecae6', '#e0f2fe'], ground: '#588157', accent: '#f8f9fa', kind: 'turbines' },
  { sky: ['#ffb703', '#ffe8a3'], ground: '#3d405b', accent: '#f2cc8f', kind: 'skyline' },
  { sky: ['#cdb4db', '#f1e9f7'], ground: '#6d6875', accent: '#e5989b', kind: 'lab' },
  { sky: ['#a8dadc', '#f1faee'], ground: '#606c38', accent: '#dda15e', kind: 'field' },
  { sky: ['#457b9d', '#a8dadc'], ground: '#1d3557', accent: '#e63946', kind: 'harbour' },
  { sky: ['#f4a261', '#fde4cf'], ground: '#264653', accent: '#e9c46a', kind: 'workshop' },
]

function sceneSvg(scene: TScene): string {
  const [top, bottom] = scene.sky
  const shapes: Record<TScene['kind'], string> = {
    turbines: [160, 360, 560]
      .map((x, i) => `<rect x="${x - 4}" y="${170 + i * 20}" width="8" height="${200 - i * 20}" fill="${scene.accent}"/><g transform="translate(${x} ${170 + i * 20}) rotate(${i * 35})" fill="${scene.accent}"><rect x="-3" y="-90" width="6" height="90"/><rect x="-3" y="-90" width="6" height="90" transform="rotate(120)"/><rect x="-3" y="-90" width="6" height="90" transform="rotate(240)"/></g>`)
      .join(''),
    skyline: [40, 130, 200, 300, 380, 470, 560, 650]
      .map((x, i) => `<rect x="${x}" y="${150 + ((i * 53) % 120)}" width="${70 + ((i * 17) % 30)}" height="400" fill="${i % 2 ? scene.ground : scene.accent}" opacity="0.9"/>`)
      .join(''),
    lab: [120, 300, 480, 640].map((x, i) => `<circle cx="${x}" cy="${200 + (i % 2) * 60}" r="${50 + i * 8}" fill="${scene.accent}" opacity="0.7"/>`).join(''),
    field: `<circle cx="620" cy="110" r="55" fill="${scene.accent}"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M0 ${330 + i * 36} Q400 ${300 + i * 36} 800 ${330 + i * 36}" stroke="${scene.accent}" stroke-width="6" fill="none" opacity="0.6"/>`).join('')}`,
    harbour: [100, 290, 480].map((x) => `<path d="M${x} 330 L${x + 160} 330 L${x + 130} 370 L${x + 30} 370 Z" fill="${scene.accent}"/><rect x="${x + 70}" y="230" width="6" height="100" fill="#f1faee"/><path d="M${x + 76} 235 L${x + 140} 320 L${x + 76} 320 Z" fill="#f1faee"/>`).join(''),
    workshop: [80, 250, 420, 590].map((x, i) => `<rect x="${x}" y="${190 + i * 10}" width="130" height="${140 - i * 10}" rx="12" fill="${scene.accent}"/><rect x="${x + 20}" y="${210 + i * 10}" width="90" height="40" rx="6" fill="${scene.ground}"/>`).join(''),
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="800" height="500" fill="url(#sky)"/>
  <path d="M0 380 C200 340 600 420 800 370 L800 500 L0 500 Z" fill="${scene.ground}"/>
  ${shapes[scene.kind]}
</svg>`
}

async function storePng(payload: Payload, tenantId: number, uploader: number | null, filename: string, svg: string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
  const key = newStorageKey(tenantId)
  await fileStore().put(key, data, 'image/png')
  const image = await payload.create({
    collection: 'images',
    depth: 0,
    data: {
      filename,
      storageKey: key,
      contentType: 'image/png',
      size: data.length,
      width: info.width,
      height: info.height,
      sha256: crypto.createHash('sha256').update(data).digest('hex'),
      uploadedBy: uploader,
      tenant: tenantId,
    },
  })
  return image.id
}

export type TImagePool = { portraits: number[]; scenes: number[] }

/** Eight portraits and six scenes for one tenant, uploaded by its superadmin. */
export async function seedImagePool(payload: Payload, tenantId: number, uploader: number | null): Promise<TImagePool> {
  const portraits: number[] = []
  for (let index = 0; index < 8; index++) portraits.push(await storePng(payload, tenantId, uploader, `portrait-${index + 1}.png`, portraitSvg(index)))
  const scenes: number[] = []
  for (const [index, scene] of SCENES.entries()) scenes.push(await storePng(payload, tenantId, uploader, `${scene.kind}-${index + 1}.png`, sceneSvg(scene)))
  return { portraits, scenes }
}

// ---------------------------------------------------------------------------------------------
// Words

/** The seed's sectors, each with the industry of the tenant's list it belongs to and what to say about it. */
export const SECTOR_CONTENT: Record<string, { industry: string; scene: number; points: string[]; gallery: string[] }> = {
  'Clean energy': {
    industry: 'Clean energy',
    scene: 0,
    points: ['Contracted revenue from 14 MW of community wind and solar sites', 'Grid connections secured for the next two sites', 'Management has built and sold two energy businesses before'],
    gallery: ['Turbines at the Harrow Hill site', 'The second site before construction', 'Maintenance crew at work'],
  },
  Fintech: {
    industry: 'Fintech',
    scene: 1,
    points: ['Authorised by the FCA as an electronic money institution', 'Revenue up 180% year on year, 62% gross margin', 'Partnership signed with a top-ten UK building society'],
    gallery: ['The team’s London office', 'The payments dashboard', 'Launch event with partners'],
  },
  Healthcare: {
    industry: 'Healthcare',
    scene: 2,
    points: ['CE-marked diagnostic device in use at six NHS trusts', 'Two granted patents, three pending', 'Clinical advisory board of four consultants'],
    gallery: ['The laboratory in Cambridge', 'The diagnostic device', 'Clinical trial site'],
  },
  Property: {
    industry: 'Property',
    scene: 1,
    points: ['Planning granted for 48 homes on a brownfield site', 'Senior debt agreed at 55% loan to cost', 'Forward sale of the affordable units to a housing association'],
    gallery: ['The site today', 'Architect’s view of the finished homes', 'The show home'],
  },
  'Food & drink': {
    industry: 'Food and drink',
    scene: 3,
    points: ['Listed in 420 supermarket stores nationwide', 'Own production line, 40% spare capacity', 'Award-winning range of low-sugar drinks'],
    gallery: ['The orchard that supplies the fruit', 'Bottling line', 'On the shelf'],
  },
  Software: {
    industry: 'B2B software',
    scene: 5,
    points: ['£1.9m annual recurring revenue, 118% net retention', '140 business customers, none above 6% of revenue', 'Break-even planned within 18 months of the round'],
    gallery: ['Product walkthrough', 'The engineering team', 'Customer workshop'],
  },
  Logistics: {
    industry: 'B2B software',
    scene: 4,
    points: ['Route planning used by 60 regional hauliers', 'Cuts empty miles by a fifth on average', 'Expansion to the Netherlands under way'],
    gallery: ['Felixstowe depot', 'Fleet on the road', 'The planning screen'],
  },
  Education: {
    industry: 'Consumer',
    scene: 5,
    points: ['Tutoring platform used by 35,000 pupils', 'Contracts with 11 local authorities', 'Founder taught for ten years before starting it'],
    gallery: ['A lesson in progress', 'The mobile app', 'Teacher training day'],
  },
  Biotech: {
    industry: 'Deep tech',
    scene: 2,
    points: ['Enzyme platform licensed to two global chemical groups', 'Spun out of a Russell Group university', 'Grant funding matches every pound of this round'],
    gallery: ['Fermentation lab', 'Pilot plant', 'University partners'],
  },
  Retail: {
    industry: 'Consumer',
    scene: 3,
    points: ['Eight profitable high-street shops, two more signed', 'Online sales 35% of revenue and growing', 'Loyalty scheme with 90,000 members'],
    gallery: ['The flagship shop', 'Seasonal range', 'Warehouse and fulfilment'],
  },
  Media: {
    industry: 'Consumer',
    scene: 1,
    points: ['Podcast network with 2.1m monthly listens', 'Advertising booked six months ahead', 'Licensing deal with a national broadcaster'],
    gallery: ['Studio session', 'Live show', 'Behind the scenes'],
  },
  Manufacturing: {
    industry: 'Deep tech',
    scene: 5,
    points: ['Precision parts for aerospace and medical customers', 'Order book covers the next 14 months', 'New machine line doubles capacity'],
    gallery: ['The factory floor', 'Finished parts', 'Quality inspection'],
  },
}

const PEOPLE = [
  ['Amelia Hart', 'Chief executive', 'Founded the company after twelve years in the industry; previously ran operations at a listed competitor.'],
  ['Rohan Mehta', 'Chief financial officer', 'Chartered accountant; led two funding rounds and a trade sale as finance director.'],
  ['Sophie Clarke', 'Chief technology officer', 'Built the platform from the first prototype; PhD in engineering.'],
  ['Daniel Okafor', 'Chair', 'Non-executive chair of three growth companies; former partner at a venture fund.'],
  ['Grace Liu', 'Head of sales', 'Grew revenue from nothing to its current level; previously at a FTSE 250 supplier.'],
  ['Tom Whitaker', 'Operations director', 'Runs the sites and the supply chain; twenty years in operations.'],
  ['Priya Nair', 'Product director', 'Leads product and design; formerly at a well-known consumer app.'],
  ['James Evans', 'Non-executive director', 'Investor and adviser to early-stage businesses in the region.'],
] as const

const TYPE_PLAN = [
  { type: 'Equity', subType: 'Seed', tax: ['SEIS', 'EIS'] as TTaxOption[] },
  { type: 'Equity', subType: 'Series A', tax: ['EIS'] as TTaxOption[] },
  { type: 'Debt', subType: 'Convertible loan note', tax: ['IFISA'] as TTaxOption[] },
  { type: 'Equity', subType: 'Growth', tax: ['EIS', 'BR'] as TTaxOption[] },
  { type: 'Fund', subType: 'Venture fund', tax: ['EIS'] as TTaxOption[] },
  { type: 'Debt', subType: 'Secured loan note', tax: [] as TTaxOption[] },
]

const INVESTOR_TYPES = ['Certified high net worth', 'Certified sophisticated', 'Self-certified sophisticated', 'Professional', 'Restricted investor']
const CATEGORIES = ['EIS qualifying', 'SEIS qualifying', 'Impact', 'Income']
const CHARACTERS = ['Early stage', 'Growth', 'Mature', 'Turnaround']

const DAY = 86_400_000

type TContentInput = {
  sector: string
  index: number
  targetAmount: number
  opensAt: string
  closesAt: string
  features: TFeatures
  attributes: TAttributeIds
  images: TImagePool
}

/** The content fields of one demo opportunity, within the tenant's switches. */
export function demoOpportunityContent({ sector, index, targetAmount, opensAt, closesAt, features, attributes, images }: TContentInput): Record<string, unknown> {
  const words = SECTOR_CONTENT[sector] ?? SECTOR_CONTENT.Software!
  const plan = TYPE_PLAN[index % TYPE_PLAN.length]!
  const id = (kind: string, name: string) => attributes.byKindAndName.get(`${kind}:${name}`) ?? null
  const type = id('investment-type', plan.type)
  const subType = id('investment-sub-type', plan.subType)
  const ids = (kind: string, names: string[]) => names.map((name) => id(kind, name)).filter((found): found is number => found !== null)
  const team = [0, 1, 2].map((offset) => PEOPLE[(index * 3 + offset) % PEOPLE.length]!)
  const switchOn = (field: keyof typeof OPPORTUNITY_SWITCHED_FIELDS) => features[OPPORTUNITY_SWITCHED_FIELDS[field]]
  const opens = new Date(opensAt).getTime()
  const closes = new Date(closesAt).getTime()
  const scene = (offset: number) => images.scenes[(words.scene + offset) % images.scenes.length]!
  return {
    investmentType: type,
    investmentSubType: type && subType && attributes.subTypesOf.get(type)?.includes(subType) ? subType : null,
    industries: ids('industry', index % 3 === 0 ? [words.industry, 'Deep tech'].filter((name, at, all) => all.indexOf(name) === at) : [words.industry]),
    investorTypes: ids('investor-type', [INVESTOR_TYPES[index % 3]!, INVESTOR_TYPES[(index % 3) + 1]!]),
    investmentCategories: switchOn('investmentCategories') ? ids('investment-category', [CATEGORIES[index % CATEGORIES.length]!]) : [],
    investmentCharacters: switchOn('investmentCharacters') ? ids('investment-character', [CHARACTERS[index % CHARACTERS.length]!]) : [],
    taxOptions: switchOn('taxOptions') ? plan.tax : [],
    investmentTerms: switchOn('investmentTerms') ? demoInvestmentTerms(sector) : null,
    minimumInvestment: [500_00, 1_000_00, 2_500_00, 5_000_00][index % 4],
    valuation: targetAmount * (4 + (index % 5)),
    sharePrice: [125, 250, 80, 1_000, 45, 312][index % 6],
    keyPoints: words.points.map((text) => ({ text })),
    keyDates: [
      { label: 'Round opens', date: new Date(opens).toISOString() },
      { label: 'First close', date: new Date(opens + Math.max(DAY, Math.floor((closes - opens) / 2 / DAY) * DAY)).toISOString() },
      { label: 'Final close', date: new Date(closes).toISOString() },
    ],
    teamMembers: team.map(([name, role, bio], offset) => ({ name, role, bio, image: offset === 2 && index % 2 === 1 ? null : images.portraits[(index + offset) % images.portraits.length] })),
    gallery: words.gallery.map((caption, offset) => ({ image: scene(offset), caption })),
  }
}
