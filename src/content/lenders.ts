import type { Lender } from './types'

/** The 13 fictional lender logos of the home page's trusted lender network carousel. */
export const lenders: Lender[] = [
  { name: 'Granite Harbour Capital', mark: 'hexagon', colors: ['#1F3A5F', '#3E7CB1'] },
  { name: 'Bluewater Commercial Credit', mark: 'wave', colors: ['#0B4F6C', '#1A8A9A'] },
  { name: 'Cedarline Finance', mark: 'leaf', colors: ['#2D5A3D', '#5E8C31'] },
  { name: 'Oakmere Capital Partners', mark: 'circle', colors: ['#5C3D2E', '#B0603A'] },
  { name: 'Tessel Trade Finance', mark: 'diamond', colors: ['#4A2C6F', '#8A4FBF'] },
  { name: 'Silverbirch Business Credit', mark: 'bars', colors: ['#37474F', '#607D8B'] },
  { name: 'Lakeshore Asset Finance', mark: 'arc', colors: ['#12355B', '#D1495B'] },
  { name: 'Halden Ridge Funding', mark: 'square', colors: ['#7A1F2B', '#C0392B'] },
  { name: 'Ironbark Commercial', mark: 'hexagon', colors: ['#2B2B2B', '#946C0A'] },
  { name: 'Tidewell Revenue Capital', mark: 'wave', colors: ['#004E64', '#00798C'] },
  { name: 'Alder & Finch Financial', mark: 'leaf', colors: ['#3B4A1F', '#8C6D1F'] },
  { name: 'Corvane Lending', mark: 'diamond', colors: ['#1B2A49', '#B85C14'] },
  { name: 'Quillstone Credit', mark: 'arc', colors: ['#3D2C5A', '#1F7A70'] },
]
