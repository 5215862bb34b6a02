import Foundation

/// A structural check of a SARIF log against the SARIF 2.1.0 schema's required properties, types,
/// enumerations and allowed property names, for the objects check-deps writes.
///
/// The schema's `additionalProperties: false` means an unknown property makes a log invalid, so
/// each object's keys are checked against the property list of its schema definition.
enum SARIFStructure {
    private static let allowed: [String: Set<String>] = [
        "sarifLog": ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
        "run": [
            "tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds",
            "artifacts", "logicalLocations", "graphs", "results", "automationDetails", "runAggregates", "baselineGuid",
            "redactionTokens", "defaultEncoding", "defaultSourceLanguage", "newlineSequences", "columnKind",
            "externalPropertyFileReferences", "threadFlowLocations", "taxonomies", "addresses", "translations",
            "policies", "webRequests", "webResponses", "specialLocations", "properties",
        ],
        "tool": ["driver", "extensions", "properties"],
        "toolComponent": [
            "guid", "name", "organization", "product", "productSuite", "shortDescription", "fullDescription",
            "fullName", "version", "semanticVersion", "dottedQuadFileVersion", "releaseDateUtc", "downloadUri",
            "informationUri", "globalMessageStrings", "notifications", "rules", "taxa", "locations", "language",
            "contents", "isComprehensive", "localizedDataSemanticVersion",
            "minimumRequiredLocalizedDataSemanticVersion",
            "associatedComponent", "translationMetadata", "supportedTaxonomies", "properties",
        ],
        "reportingDescriptor": [
            "id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames", "shortDescription",
            "fullDescription", "messageStrings", "defaultConfiguration", "helpUri", "help", "relationships",
            "properties",
        ],
        "multiformatMessageString": ["text", "markdown", "properties"],
        "reportingConfiguration": ["enabled", "level", "rank", "parameters", "properties"],
        "result": [
            "ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations", "guid",
            "correlationGuid", "occurrenceCount", "partialFingerprints", "fingerprints", "stacks", "codeFlows",
            "graphs",
            "graphTraversals", "relatedLocations", "suppressions", "baselineState", "rank", "attachments",
            "hostedViewerUri", "workItemUris", "provenance", "fixes", "taxa", "webRequest", "webResponse", "properties",
        ],
        "message": ["text", "markdown", "id", "arguments", "properties"],
        "location": [
            "id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships", "properties",
        ],
        "physicalLocation": ["address", "artifactLocation", "region", "contextRegion", "properties"],
        "artifactLocation": ["uri", "uriBaseId", "index", "description", "properties"],
        "region": [
            "startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset", "byteLength",
            "snippet", "message", "sourceLanguage", "properties",
        ],
    ]
    private static let levels: Set<String> = ["none", "note", "warning", "error"]

    /// Every violation found in `text` (empty when the log is structurally valid).
    static func problems(in text: String) -> [String] {
        var problems: [String] = []
        guard let data = text.data(using: .utf8),
            let log = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return ["not a JSON object"] }
        func check(_ object: [String: Any], as definition: String, at path: String, required: [String]) {
            for key in required where object[key] == nil {
                problems.append("\(path): missing required \(key)")
            }
            for key in object.keys where !(allowed[definition]?.contains(key) ?? false) {
                problems.append("\(path): \(key) is not a property of \(definition)")
            }
        }
        func object(_ value: Any?, _ path: String) -> [String: Any]? {
            guard let value else { return nil }
            guard let object = value as? [String: Any] else {
                problems.append("\(path): not an object")
                return nil
            }
            return object
        }
        func array(_ value: Any?, _ path: String) -> [Any] {
            guard let value else { return [] }
            guard let array = value as? [Any] else {
                problems.append("\(path): not an array")
                return []
            }
            return array
        }
        func messageString(_ value: Any?, _ path: String) {
            guard let string = object(value, path) else { return }
            check(string, as: "multiformatMessageString", at: path, required: ["text"])
            if string["text"] != nil, !(string["text"] is String) { problems.append("\(path).text: not a string") }
        }

        check(log, as: "sarifLog", at: "$", required: ["version", "runs"])
        if log["version"] as? String != "2.1.0" { problems.append("$.version: not \"2.1.0\"") }
        if let schema = log["$schema"], !(schema is String) { problems.append("$.$schema: not a string") }
        let runs = array(log["runs"], "$.runs")
        if runs.isEmpty { problems.append("$.runs: empty") }
        for (runIndex, runValue) in runs.enumerated() {
            let runPath = "$.runs[\(runIndex)]"
            guard let run = object(runValue, runPath) else { continue }
            check(run, as: "run", at: runPath, required: ["tool"])
            if let kind = run["columnKind"], !["utf16CodeUnits", "unicodeCodePoints"].contains(kind as? String ?? "") {
                problems.append("\(runPath).columnKind: not an allowed value")
            }
            var ruleIDs: [String] = []
            if let tool = object(run["tool"], runPath + ".tool") {
                check(tool, as: "tool", at: runPath + ".tool", required: ["driver"])
                if let driver = object(tool["driver"], runPath + ".tool.driver") {
                    let driverPath = runPath + ".tool.driver"
                    check(driver, as: "toolComponent", at: driverPath, required: ["name"])
                    if !(driver["name"] is String) { problems.append("\(driverPath).name: not a string") }
                    for (ruleIndex, ruleValue) in array(driver["rules"], driverPath + ".rules").enumerated() {
                        let rulePath = "\(driverPath).rules[\(ruleIndex)]"
                        guard let rule = object(ruleValue, rulePath) else { continue }
                        check(rule, as: "reportingDescriptor", at: rulePath, required: ["id"])
                        guard let id = rule["id"] as? String else {
                            problems.append("\(rulePath).id: not a string")
                            continue
                        }
                        if ruleIDs.contains(id) { problems.append("\(rulePath).id: \(id) is not unique") }
                        ruleIDs.append(id)
                        for key in ["shortDescription", "fullDescription", "help"] {
                            messageString(rule[key], "\(rulePath).\(key)")
                        }
                        if let configuration = object(rule["defaultConfiguration"], rulePath + ".defaultConfiguration")
                        {
                            check(
                                configuration, as: "reportingConfiguration", at: rulePath + ".defaultConfiguration",
                                required: [])
                            if let level = configuration["level"], !levels.contains(level as? String ?? "") {
                                problems.append("\(rulePath).defaultConfiguration.level: not an allowed value")
                            }
                        }
                    }
                }
            }
            for (resultIndex, resultValue) in array(run["results"], runPath + ".results").enumerated() {
                let resultPath = "\(runPath).results[\(resultIndex)]"
                guard let result = object(resultValue, resultPath) else { continue }
                check(result, as: "result", at: resultPath, required: ["message"])
                if let message = object(result["message"], resultPath + ".message") {
                    check(message, as: "message", at: resultPath + ".message", required: [])
                    if !(message["text"] is String) && !(message["id"] is String) {
                        problems.append("\(resultPath).message: needs text or id")
                    }
                }
                if let level = result["level"], !levels.contains(level as? String ?? "") {
                    problems.append("\(resultPath).level: not an allowed value")
                }
                if let index = result["ruleIndex"] {
                    guard let index = index as? Int, index >= -1 else {
                        problems.append("\(resultPath).ruleIndex: not an integer >= -1")
                        continue
                    }
                    if index >= 0 {
                        if index >= ruleIDs.count {
                            problems.append("\(resultPath).ruleIndex: \(index) is past the rules")
                        } else if let id = result["ruleId"] as? String, ruleIDs[index] != id {
                            problems.append("\(resultPath).ruleIndex: rule \(ruleIDs[index]) is not ruleId \(id)")
                        }
                    }
                }
                if let fingerprints = object(result["partialFingerprints"], resultPath + ".partialFingerprints"),
                    !fingerprints.values.allSatisfy({ $0 is String })
                {
                    problems.append("\(resultPath).partialFingerprints: values must be strings")
                }
                for (locationIndex, locationValue) in array(result["locations"], resultPath + ".locations").enumerated()
                {
                    let locationPath = "\(resultPath).locations[\(locationIndex)]"
                    guard let location = object(locationValue, locationPath) else { continue }
                    check(location, as: "location", at: locationPath, required: [])
                    guard let physical = object(location["physicalLocation"], locationPath + ".physicalLocation") else {
                        continue
                    }
                    let physicalPath = locationPath + ".physicalLocation"
                    check(physical, as: "physicalLocation", at: physicalPath, required: [])
                    if physical["address"] == nil && physical["artifactLocation"] == nil {
                        problems.append("\(physicalPath): needs address or artifactLocation")
                    }
                    if let artifact = object(physical["artifactLocation"], physicalPath + ".artifactLocation") {
                        check(artifact, as: "artifactLocation", at: physicalPath + ".artifactLocation", required: [])
                        if let uri = artifact["uri"], URL(string: uri as? String ?? "") == nil {
                            problems.append("\(physicalPath).artifactLocation.uri: not a URI reference")
                        }
                    }
                    if let region = object(physical["region"], physicalPath + ".region") {
                        check(region, as: "region", at: physicalPath + ".region", required: [])
                        if let line = region["startLine"], (line as? Int ?? 0) < 1 {
                            problems.append("\(physicalPath).region.startLine: not an integer >= 1")
                        }
                    }
                }
            }
        }
        return problems
    }
}
