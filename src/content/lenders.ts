import type { Lender } from './types'

/** The 13 fictional lender logos of the home page's trusted lender network carousel. */
export const lenders: Lender[] = [
  {
    name: 'Granite Harbour Capital',
    mark: 'hexagon',
    colors: ['#1F3A5F', '#3E7CB1'],
    illustrative: true,
  },
  {
    name: 'Bluewater Commercial Credit',
    mark: 'wave',
    colors: ['#0B4F6C', '#1A8A9A'],
    illustrative: true,
  },
  { name: 'Cedarline Finance', mark: 'leaf', colors: ['#2D5A3D', '#5E8C31'], illustrative: true },
  {
    name: 'Oakmere Capital Partners',
    mark: 'circle',
    colors: ['#5C3D2E', '#B0603A'],
    illustrative: true,
  },
  {
    name: 'Tessel Trade Finance',
    mark: 'diamond',
    colors: ['#4A2C6F', '#8A4FBF'],
    illustrative: true,
  },
  {
    name: 'Silverbirch Business Credit',
    mark: 'bars',
    colors: ['#37474F', '#607D8B'],
    illustrative: true,
  },
  {
    name: 'Lakeshore Asset Finance',
    mark: 'arc',
    colors: ['#12355B', '#D1495B'],
    illustrative: true,
  },
  {
    name: 'Halden Ridge Funding',
    mark: 'square',
    colors: ['#7A1F2B', '#C0392B'],
    illustrative: true,
  },
  {
    name: 'Ironbark Commercial',
    mark: 'hexagon',
    colors: ['#2B2B2B', '#946C0A'],
    illustrative: true,
  },
  {
    name: 'Tidewell Revenue Capital',
    mark: 'wave',
    colors: ['#004E64', '#00798C'],
    illustrative: true,
  },
  {
    name: 'Alder & Finch Financial',
    mark: 'leaf',
    colors: ['#3B4A1F', '#8C6D1F'],
    illustrative: true,
  },
  { name: 'Corvane Lending', mark: 'diamond', colors: ['#1B2A49', '#B85C14'], illustrative: true },
  { name: 'Quillstone Credit', mark: 'arc', colors: ['#3D2C5A', '#1F7A70'], illustrative: true },
]
