/** `npm run build`: the production build, recorded so `npm start` knows it is current. */
import { buildSite } from './build-state'

buildSite()
