// The number DDEX's own Schematron gives each rule of ./profile-rule-list.ts in each ERN 4.3 release profile
// (Release Profile 2.1: ddexnet/ern-validator-api, src/main/schematron/commonreleasetypes/21/NewReleaseMessage_
// ReleaseProfile_<Profile>_21.sch, which numbers the shared rules anew in each profile's file), read off its
// patterns. A profile checks the rules that have a number in its column (null: not a rule of that profile), and
// the stores' own (STORE_RULES). "a … b": the rule's asserts numbered a to b.
import type { ProfileName, ProfileRuleId } from './profile-rule-list';

export const PROFILE_COLUMNS: ProfileName[] = [
  'Audio',
  'Video',
  'MixedMedia',
  'SimpleAudioSingle',
  'SimpleVideoSingle',
  'Ringtone',
  'LongFormMusicalWorkVideo',
  'DjMix',
];

type Row = [ProfileRuleId, ...(string | null)[]];

// prettier-ignore
export const DDEX_RULE_ROWS: Row[] = [
  ['one-main-release', '1000-1', '1060-1', '1122-1', '1304-1', '1243-1', '1184-1', '1364-1', '1432-1'],
  ['identifier-format', '1001-1 … 1011-2', '1061-1 … 1071-2', '1123-1 … 1133-2', '1305-1 … 1315-2', '1244-1 … 1254-2', '1185-1 … 1195-2', '1365-1 … 1375-2', '1433-1 … 1443-2'],
  ['user-defined-value', '1012-1, 1012-2', '1072-1, 1072-2', '1134-1, 1134-2', '1316-1, 1316-2', '1255-1, 1255-2', '1196-1, 1196-2', '1376-1, 1376-2', '1444-1, 1444-2'],
  ['default-once', '1014-1', '1074-1', '1136-1', '1318-1', '1257-1', '1198-1', '1378-1', '1446-1'],
  ['composer-credits', '1015-1', '1075-1', '1137-1', '1319-1', '1258-1', '1199-1', '1379-1', '1447-1'],
  ['display-artist', '1016-1', '1076-1', '1138-1', '1320-1', '1259-1', '1200-1', '1380-1', '1448-1'],
  ['main-artist-once', '1017-1', '1077-1', '1139-1', '1321-1', '1260-1', '1201-1', '1381-1', '1449-1'],
  ['group-type', '1018-1', '1078-1', '1140-1', '1322-1', '1261-1', '1202-1', '1382-1', '1450-1'],
  ['group-sequenced', '1019-1', '1079-1', '1141-1', '1323-1', '1262-1', '1203-1', '1383-1', '1451-1'],
  ['recording-sequenced', '1020-1', '1080-1', '1142-1', '1324-1', '1263-1', '1204-1', '1384-1', '1452-1'],
  ['sequence-unique', '1021-1, 1022-1', '1081-1, 1082-1', '1143-1, 1144-1', '1325-1, 1326-1', '1264-1, 1265-1', '1205-1, 1206-1', '1385-1, 1386-1', '1453-1, 1454-1'],
  ['secondary-not-sequenced', '1023-1, 1056-1', '1083-1, 1117-1', '1145-1, 1179-1', '1327-1', '1266-1', '1207-1', '1387-1, 1417-1', '1455-1, 1484-1'],
  ['cue-timing', '1024-1', '1084-1', '1146-1', '1328-1', '1267-1', '1208-1', '1388-1, 1427-1', '1456-1'],
  ['main-release-id', '1025-1', '1085-1', '1147-1', '1329-1', '1268-1', '1209-1', '1389-1', '1457-1'],
  ['c-line', '1026-1', '1086-1', '1148-1', '1330-1', '1269-1', '1210-1', '1390-1', '1458-1'],
  ['release-date', '1027-1', '1087-1', '1149-1', '1331-1', '1270-1', '1211-1', '1391-1', '1459-1'],
  ['side-physical', '1028-1', '1088-1', '1150-1', '1332-1', '1271-1', '1212-1', '1392-1', '1460-1'],
  ['image-proprietary-id', '1029-1', '1089-1', '1151-1', '1333-1', '1272-1', '1213-1', '1393-1', '1461-1'],
  ['contributor-once', '1030-1', '1090-1', '1152-1', '1334-1', '1273-1', '1214-1', '1394-1', '1462-1'],
  ['first-publication-date', '1031-1', '1091-1', '1153-1', '1335-1', '1274-1', '1215-1', '1395-1', '1463-1'],
  ['referenced', 'G.1 … G.5', 'G.1 … G.5', 'G.1 … G.5', 'G.1 … G.5', 'G.1 … G.5', 'G.1 … G.5', 'G.1 … G.5', 'G.1 … G.5'],
  ['deal-dates', '1038-1 … 1039-8', '1098-1 … 1099-8', '1160-1 … 1161-8', '1342-1 … 1343-8', '1281-1 … 1282-8', '1222-1 … 1223-8', '1402-1 … 1403-8', '1470-1 … 1471-8'],
  ['physical-terms', '1040-1 … 1044-1', '1100-1 … 1104-1', '1162-1 … 1166-1', '1344-1 … 1348-1', '1283-1 … 1287-1', '1224-1 … 1228-1', '1404-1 … 1408-1', '1472-1 … 1476-1'],
  ['track-release-per-recording', '1045-1', '1105-1', '1167-1', null, null, null, null, null],
  ['track-release-id', '1046-1', '1106-1', '1168-1', null, null, null, null, null],
  ['track-release-resource', '1047-1, 1048-1', '1107-1, 1108-1', '1169-1, 1170-1', null, null, null, null, null],
  ['track-release-title', '1049-1 … 1049-3', '1109-1 … 1109-3', '1171-1 … 1171-3', null, null, null, null, null],
  ['profile-declared', '1050-1', '1110-1', '1172-1', '1349-1', '1288-1', '1229-1', '1409-1', '1477-1'],
  ['variant-id', '1051-1', '1111-1', '1173-1', null, null, null, null, null],
  ['sound-recording-type', '1052-1', null, '1174-1', '1352-1', null, '1232-1', null, null],
  ['front-cover', '1053-1', '1113-1, 1114-1', '1176-1', '1354-1', '1293-1', '1234-1', '1413-1', '1481-1'],
  ['bonus-only', '1054-1', '1115-1', '1177-1', null, null, null, '1415-1', '1482-1'],
  ['release-type', '1055-1', '1116-1', '1178-1', '1357-1', '1296-1', '1237-1', '1416-1', '1483-1'],
  ['front-cover-linked', '1057-1', '1118-1', '1180-1', null, null, null, '1418-1', '1485-1'],
  ['recording-isrc', '1058-1', '1120-1', '1182-1', '1358-1', '1298-1', '1238-1', '1420-1, 1422-1', '1486-1'],
  ['bonus-proprietary-id', '1059-1', '1121-1', '1183-1', null, null, null, '1421-1', '1487-1'],
  ['short-form-video', null, '1112-1', '1175-1', null, '1291-1', null, null, null],
  ['screen-capture-linked', null, '1119-1', '1181-1', null, '1297-1', null, '1419-1', null],
  ['no-track-release', null, null, null, '1350-1', '1289-1', '1230-1', '1410-1', '1478-1'],
  ['primary-resource-count', null, null, null, '1351-1', '1290-1', '1231-1', '1411-1', '1479-1'],
  ['one-image', null, null, null, '1353-1', '1292-1', '1233-1', null, null],
  ['no-bonus', null, null, null, '1355-1, 1356-1', '1294-1, 1295-1', '1235-1, 1236-1', null, null],
  ['single-resource-group', null, null, null, '1359-1 … 1362-1', '1299-1 … 1302-1', '1239-1 … 1241-1', null, null],
  ['rights-controller', null, null, null, '1363-1 … 1363-5', '1303-1 … 1303-5', null, null, null],
  ['ringtone-source', null, null, null, null, null, '1242-1', null, null],
  ['video-type', null, null, null, null, null, null, '1412-1', null],
  ['image-type', null, null, null, null, null, null, '1414-1', null],
  ['chapter', null, null, null, null, null, null, '1423-1 … 1425-1', null],
  ['cue-sheet', null, null, null, null, null, null, '1426-1', null],
  ['cue-details', null, null, null, null, null, null, '1428-1 … 1430-1', null],
  ['poster', null, null, null, null, null, null, '1431-1', null],
  ['dj-mix-components', null, null, null, null, null, null, null, '1480-1 … 1492-1'],
  ['dj-mix-primary', null, null, null, null, null, null, null, '1488-1'],
];
