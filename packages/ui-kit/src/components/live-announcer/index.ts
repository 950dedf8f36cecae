export { keepAnnouncementsCurrent } from './keepAnnouncementsCurrent'
